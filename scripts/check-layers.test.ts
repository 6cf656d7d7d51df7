import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

/**
 * The layer check (`npm run check:layers`, run first by `npm test`) run on small trees laid out like the
 * project: it must fail on an import that crosses a layer and pass when the layers are kept.
 */
const root = path.resolve(import.meta.dirname, "..");
const cli = path.join(root, "node_modules", "dependency-cruiser", "bin", "dependency-cruise.mjs");
const made: string[] = [];

function tree(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "layers-"));
  made.push(dir);
  fs.copyFileSync(path.join(root, ".dependency-cruiser.cjs"), path.join(dir, ".dependency-cruiser.cjs"));
  fs.writeFileSync(
    path.join(dir, "tsconfig.json"),
    JSON.stringify({ compilerOptions: { strict: true, module: "esnext", moduleResolution: "bundler", jsx: "react-jsx", paths: { "@/*": ["./src/*"] } } }),
  );
  // The one package the trees import, declared and installed as in the project.
  fs.writeFileSync(path.join(dir, "package.json"), JSON.stringify({ name: "layers-fixture", private: true, dependencies: { "server-only": "0.0.1", next: "16.0.0" } }));
  fs.mkdirSync(path.join(dir, "node_modules", "server-only"), { recursive: true });
  fs.writeFileSync(path.join(dir, "node_modules", "server-only", "package.json"), JSON.stringify({ name: "server-only", version: "0.0.1", main: "index.js" }));
  fs.writeFileSync(path.join(dir, "node_modules", "server-only", "index.js"), "");
  fs.mkdirSync(path.join(dir, "node_modules", "next"), { recursive: true });
  fs.writeFileSync(path.join(dir, "node_modules", "next", "package.json"), JSON.stringify({ name: "next", version: "16.0.0" }));
  fs.writeFileSync(path.join(dir, "node_modules", "next", "headers.js"), "exports.cookies = () => null;\n");
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

function check(dir: string): { status: number | null; output: string } {
  const run = spawnSync(process.execPath, [cli, "src", "--config", ".dependency-cruiser.cjs", "--output-type", "err"], { cwd: dir, encoding: "utf8" });
  return { status: run.status, output: run.stdout + run.stderr };
}

const base = {
  "src/server/db/client.ts": 'import "server-only";\nexport const getDb = () => 1;\nexport type Db = number;\n',
  "src/server/data/cars.ts": 'import "server-only";\nimport { getDb } from "@/server/db/client";\nexport const cars = () => getDb();\n',
  "src/domain/price.ts": "export const price = (n: number) => `$${n}`;\n",
  "src/view-models/card.ts": "export interface Card { price: string }\n",
  "src/server/services/cards.ts": 'import "server-only";\nimport { cars } from "@/server/data/cars";\nimport { price } from "@/domain/price";\nimport type { Card } from "@/view-models/card";\nexport const cards = (): Card[] => [{ price: price(cars()) }];\n',
  "src/components/ui/button.tsx": "export const Button = () => null;\n",
  "src/components/car/card.tsx": 'import { Button } from "@/components/ui/button";\nimport type { Card } from "@/view-models/card";\nexport const CarCard = (_: { card: Card }) => Button();\n',
  "src/components/console/inbox.tsx": 'import { Button } from "@/components/ui/button";\nexport const Inbox = () => Button();\n',
  "src/app/(console)/console/page.tsx": 'import { Inbox } from "@/components/console/inbox";\nexport default function Page() { return Inbox(); }\n',
  "src/app/(sites)/s/[host]/page.tsx": 'import { CarCard } from "@/components/car/card";\nexport default function Page() { return CarCard({ card: { price: "$1" } }); }\n',
  "src/server/http/session.ts": 'import "server-only";\nimport { cookies } from "next/headers";\nexport const session = cookies;\n',
};

afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("npm run check:layers", () => {
  it("passes a tree that keeps the layers", () => {
    const result = check(tree(base));
    expect(result.output).not.toContain("error");
    expect(result.status).toBe(0);
  });

  // One tree with every kind of crossing (one cruise instead of one per case); each must be reported.
  const crossings: Array<[string, string, string, string]> = [
    ["a component importing the database", "src/components/car/query.tsx", 'import { getDb } from "@/server/db/client";\nexport const q = getDb;\n', "components-do-not-reach-the-server"],
    ["a component importing a database type", "src/components/car/typed.tsx", 'import type { Db } from "@/server/db/client";\nexport const t = (d: Db) => d;\n', "components-do-not-reach-the-server"],
    ["a service querying without data access", "src/server/services/direct.ts", 'import "server-only";\nimport { getDb } from "@/server/db/client";\nexport const d = getDb;\n', "only-data-access-queries"],
    ["a domain rule importing the server", "src/domain/leaky.ts", 'import { cars } from "@/server/data/cars";\nexport const l = cars;\n', "domain-is-pure"],
    ["a service importing a component", "src/server/services/render.ts", 'import "server-only";\nimport { CarCard } from "@/components/car/card";\nexport const r = CarCard;\n', "server-does-not-import-ui-or-routes"],
    ["a generic ui component importing the domain", "src/components/ui/price.tsx", 'import { price } from "@/domain/price";\nexport const P = price;\n', "ui-is-generic"],
    ["a server module without server-only", "src/server/services/open.ts", "export const open = 1;\n", "server-modules-are-server-only"],
    ["an import cycle", "src/domain/a.ts", 'import { b } from "./b";\nexport const a = () => b;\n', "no-circular"],
    ["a shopper route importing console code", "src/app/(sites)/s/[host]/leak/page.tsx", 'import { Inbox } from "@/components/console/inbox";\nexport default function Page() { return Inbox(); }\n', "shoppers-do-not-import-the-console"],
    ["a shopper component importing console code", "src/components/car/staff-note.tsx", 'import { Inbox } from "@/components/console/inbox";\nexport const Note = Inbox;\n', "shoppers-do-not-import-the-console"],
    ["a service reading cookies itself", "src/server/services/who.ts", 'import "server-only";\nimport { cookies } from "next/headers";\nexport const who = cookies;\n', "services-do-not-read-the-request"],
    ["lead intake calling back into a service", "src/server/leads/intake.ts", 'import "server-only";\nimport { cards } from "@/server/services/cards";\nexport const intake = cards;\n', "leads-are-below-services"],
    ["a cycle between services", "src/server/services/leads.ts", 'import "server-only";\nimport { slots } from "./slots";\nexport const leads = () => slots;\n', "no-circular"],
    ["a request contract importing the server", "src/contracts/cars/car-request.ts", 'import { cars } from "@/server/data/cars";\nexport const c = cars;\n', "contracts-are-shared-by-forms-and-apis"],
    ["a request contract importing a component", "src/contracts/cars/car-card.ts", 'import { CarCard } from "@/components/car/card";\nexport const c = CarCard;\n', "contracts-are-shared-by-forms-and-apis"],
    ["a request contract importing a package other than zod", "src/contracts/cars/car-cookie.ts", 'import { cookies } from "next/headers";\nexport const c = cookies;\n', "contracts-are-shared-by-forms-and-apis"],
    ["a utility importing a request contract", "src/lib/parse-car.ts", 'import { c } from "@/contracts/cars/car-request";\nexport const p = c;\n', "lib-is-shared-by-client-and-server"],
    ["platform configuration importing the server", "src/config/headers.ts", 'import { cars } from "@/server/data/cars";\nexport const h = cars;\n', "config-is-plain"],
    ["a picture route drawing demo art itself", "src/app/(platform)/media/logo/route.ts", 'import { art } from "@/demo/art";\nexport const GET = art;\n', "product-does-not-import-demo"],
  ];

  it("fails on every import that crosses a layer, naming the rule and the file", () => {
    const files: Record<string, string> = {
      ...base,
      "src/domain/b.ts": 'import { a } from "./a";\nexport const b = () => a;\n',
      "src/server/services/slots.ts": 'import "server-only";\nimport { leads } from "./leads";\nexport const slots = () => leads;\n',
      "src/demo/art.ts": "export const art = () => null;\n",
    };
    for (const [, file, text] of crossings) files[file] = text;
    const result = check(tree(files));
    expect(result.status).not.toBe(0);
    for (const [name, file, , rule] of crossings) expect(result.output, name).toContain(`error ${rule}: ${file}`);
  });
});
