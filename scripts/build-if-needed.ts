/**
 * Runs `next build` when there is no build or when any input of the build changed since the last one
 * (a hash of the sources and configuration is kept beside the build).
 */
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const INPUTS = ["src", "public", "next.config.ts", "postcss.config.mjs", "tsconfig.json", "package-lock.json"];
const STAMP = path.join(".next", "forecourt-build-hash");

function listFiles(entry: string): string[] {
  if (!fs.existsSync(entry)) return [];
  const stat = fs.statSync(entry);
  if (stat.isFile()) return [entry];
  return fs
    .readdirSync(entry)
    .filter((name) => !name.endsWith(".test.ts") && !name.endsWith(".test.tsx"))
    .sort()
    .flatMap((name) => listFiles(path.join(entry, name)));
}

export function buildInputsHash(): string {
  const hash = createHash("sha256");
  for (const file of INPUTS.flatMap(listFiles)) {
    hash.update(file);
    hash.update(fs.readFileSync(file));
  }
  return hash.digest("hex");
}

export async function ensureBuild(options: { quiet?: boolean } = {}): Promise<"built" | "fresh"> {
  const wanted = buildInputsHash();
  const haveBuild = fs.existsSync(path.join(".next", "BUILD_ID"));
  if (haveBuild && fs.existsSync(STAMP) && fs.readFileSync(STAMP, "utf8") === wanted) return "fresh";

  process.stdout.write("forecourt: building the platform (next build)...\n");
  const started = Date.now();
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [path.resolve("node_modules", "next", "dist", "bin", "next"), "build"], {
      stdio: options.quiet ? ["ignore", "pipe", "inherit"] : "inherit",
      env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
    });
    child.stdout?.resume();
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`next build failed with exit code ${code}`))));
  });
  fs.writeFileSync(STAMP, wanted);
  process.stdout.write(`forecourt: built in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  return "built";
}
