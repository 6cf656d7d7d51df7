import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { bundledChromiumArchive, chooseChromium, chromiumExecutable, describeChromium, MISSING_CHROMIUM, SYSTEM_CHROMIUM_PATHS, type ChromiumLookup } from "../e2e/chromium";

const ARCHIVE = "/repo/node_modules/@sparticuz/chromium/bin/chromium.br";

/** A Linux x64 machine where exactly these files exist, with the bundled package installed. */
const machine = (files: string[], overrides: Partial<ChromiumLookup> = {}): Partial<ChromiumLookup> => ({
  env: {},
  exists: (p) => files.includes(p),
  platform: "linux",
  arch: "x64",
  bundledArchive: ARCHIVE,
  ...overrides,
});

describe("which browser the end-to-end tests use", () => {
  it("uses CHROME_PATH when it names a file, before the system's Chromium", () => {
    expect(chooseChromium(machine(["/opt/chrome", "/usr/bin/chromium", ARCHIVE], { env: { CHROME_PATH: "/opt/chrome" } }))).toEqual({ kind: "executable", path: "/opt/chrome", from: "CHROME_PATH" });
  });

  it("reports a CHROME_PATH that names nothing instead of silently using another browser", () => {
    const choice = chooseChromium(machine(["/usr/bin/chromium", ARCHIVE], { env: { CHROME_PATH: "/nope" } }));
    expect(choice.kind).toBe("none");
    expect(describeChromium(choice)).toContain("CHROME_PATH is /nope, which is not a file");
  });

  it("prefers the system's Chromium (what CI installs) to the bundled one: Debian's headless shell, then its browser", () => {
    expect(SYSTEM_CHROMIUM_PATHS.slice(0, 2)).toEqual(["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"]);
    expect(chooseChromium(machine(["/usr/bin/chromium", "/usr/bin/chromium-headless-shell", ARCHIVE]))).toEqual({ kind: "executable", path: "/usr/bin/chromium-headless-shell", from: "system" });
    expect(chooseChromium(machine(["/usr/bin/chromium", "/usr/bin/google-chrome", ARCHIVE]))).toEqual({ kind: "executable", path: "/usr/bin/chromium", from: "system" });
    expect(chooseChromium(machine(["/usr/bin/google-chrome", ARCHIVE]))).toEqual({ kind: "executable", path: "/usr/bin/google-chrome", from: "system" });
    expect(chooseChromium(machine(["/snap/bin/chromium", ARCHIVE], { systemPaths: ["/snap/bin/chromium"] }))).toEqual({ kind: "executable", path: "/snap/bin/chromium", from: "system" });
  });

  it("falls back to @sparticuz/chromium's Chromium on Linux x64 when there is no system Chromium", () => {
    const choice = chooseChromium(machine([ARCHIVE]));
    expect(choice).toEqual({ kind: "bundled", archive: ARCHIVE });
    expect(describeChromium(choice)).toMatch(/^the Chromium of @sparticuz\/chromium \(there is no system Chromium\), unpacked on first use to .*chromium$/);
  });

  it("says how to get a browser when there is none: the bundled one is Linux x64 only, and absent without dev dependencies", () => {
    for (const lookup of [machine([ARCHIVE], { platform: "darwin" }), machine([ARCHIVE], { arch: "arm64" })]) {
      expect(chooseChromium(lookup)).toEqual({ kind: "none", reason: MISSING_CHROMIUM });
    }
    for (const lookup of [machine([]), machine([ARCHIVE], { bundledArchive: null })]) {
      const choice = chooseChromium(lookup);
      expect(choice.kind).toBe("none");
      expect(describeChromium(choice)).toContain("apt-get install -y chromium");
      expect(describeChromium(choice)).toContain("npm install");
    }
    expect(MISSING_CHROMIUM).toContain("apt-get install -y chromium");
  });

  it("finds the bundled Chromium this checkout installed (a pinned dev dependency, no install script needed)", () => {
    const archive = bundledChromiumArchive();
    expect(archive).toMatch(/node_modules\/@sparticuz\/chromium\/bin\/chromium\.br$/);
    expect(fs.statSync(archive ?? "").size).toBeGreaterThan(50_000_000);
    const pkg = JSON.parse(fs.readFileSync("package.json", "utf8")) as { devDependencies: Record<string, string> };
    expect(pkg.devDependencies["@sparticuz/chromium"]).toMatch(/^153\.\d+\.\d+$/);
  });

  it("refuses to hand out a binary when there is none", async () => {
    await expect(chromiumExecutable({ kind: "none", reason: "no browser here" })).rejects.toThrow("no browser here");
    await expect(chromiumExecutable({ kind: "executable", path: "/opt/chrome", from: "CHROME_PATH" })).resolves.toBe("/opt/chrome");
  });
});
