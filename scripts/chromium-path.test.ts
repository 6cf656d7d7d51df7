import { describe, expect, it } from "vitest";
import { chromiumPath, MISSING_CHROMIUM } from "../e2e/chromium";

describe("which browser the end-to-end tests use", () => {
  it("uses CHROME_PATH when it names a file", () => {
    expect(chromiumPath({ CHROME_PATH: "/opt/chrome" }, (p) => p === "/opt/chrome")).toBe("/opt/chrome");
  });
  it("reports a CHROME_PATH that names nothing instead of silently using another browser", () => {
    expect(chromiumPath({ CHROME_PATH: "/nope" }, (p) => p === "/usr/bin/chromium")).toBeNull();
  });
  it("falls back to Debian's chromium, and to nothing when there is none", () => {
    expect(chromiumPath({}, (p) => p === "/usr/bin/chromium")).toBe("/usr/bin/chromium");
    expect(chromiumPath({}, () => false)).toBeNull();
  });
  it("says how to install it", () => {
    expect(MISSING_CHROMIUM).toContain("apt-get install -y chromium");
  });
});
