import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * Every exported function of the data layer takes a scope first (scope.ts): a query that forgets whose rows it reads
 * is a leak between dealerships. This walks the exports of every non-test file in src/server/data with the TypeScript
 * compiler and fails for a function whose first parameter is not declared as SiteScope, StaffScope, SystemScope or
 * DataScope (or a union of them), imported from ./scope. scope.ts itself, the maker, is exempt.
 */

const DATA_DIR = path.resolve(import.meta.dirname);
const SCOPE_TYPES = new Set(["SiteScope", "StaffScope", "SystemScope", "DataScope"]);
const MAKER = "scope.ts";

interface ExportedFunction {
  name: string;
  line: number;
  /** The first parameter's declared type as written, or null when there is no parameter or no type. */
  firstParameterType: string | null;
  /** Why it fails, or null when its first parameter is a scope. */
  problem: string | null;
}

/** The scope types the file imports from ./scope (under their local names). */
function importedScopeTypes(file: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    if (!["./scope", "@/server/data/scope"].includes(statement.moduleSpecifier.text)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements) {
      const imported = (element.propertyName ?? element.name).text;
      if (SCOPE_TYPES.has(imported)) names.add(element.name.text);
    }
  }
  return names;
}

/** Whether a type annotation is a scope type, or a union made only of scope types. */
function isScopeType(type: ts.TypeNode, scopes: ReadonlySet<string>): boolean {
  if (ts.isParenthesizedTypeNode(type)) return isScopeType(type.type, scopes);
  if (ts.isUnionTypeNode(type)) return type.types.every((member) => isScopeType(member, scopes));
  return ts.isTypeReferenceNode(type) && ts.isIdentifier(type.typeName) && type.typeArguments === undefined && scopes.has(type.typeName.text);
}

const hasExport = (node: ts.Node) => ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/** A function-valued initializer (an arrow or function expression, through parentheses, `as` and `satisfies`). */
function functionOf(expression: ts.Expression | undefined): ts.ArrowFunction | ts.FunctionExpression | null {
  let e = expression;
  while (e && (ts.isParenthesizedExpression(e) || ts.isAsExpression(e) || ts.isSatisfiesExpression(e))) e = e.expression;
  return e && (ts.isArrowFunction(e) || ts.isFunctionExpression(e)) ? e : null;
}

/** Every exported function of a source file (declarations, overloads, exported consts, `export { f }`), checked. */
function exportedFunctions(fileName: string, text: string): ExportedFunction[] {
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const scopes = importedScopeTypes(file);
  const local = new Map<string, Array<ts.SignatureDeclarationBase>>();
  const exported: Array<{ name: string; fn: ts.SignatureDeclarationBase }> = [];
  const add = (name: string, fn: ts.SignatureDeclarationBase, isExported: boolean) => {
    local.set(name, [...(local.get(name) ?? []), fn]);
    if (isExported) exported.push({ name, fn });
  };
  for (const statement of file.statements) {
    if (ts.isFunctionDeclaration(statement)) {
      add(statement.name?.text ?? "default", statement, hasExport(statement));
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        const fn = functionOf(declaration.initializer);
        if (fn && ts.isIdentifier(declaration.name)) add(declaration.name.text, fn, hasExport(statement));
      }
    }
  }
  for (const statement of file.statements) {
    if (!ts.isExportDeclaration(statement) || statement.moduleSpecifier || !statement.exportClause || !ts.isNamedExports(statement.exportClause)) continue;
    for (const element of statement.exportClause.elements) {
      for (const fn of local.get((element.propertyName ?? element.name).text) ?? []) exported.push({ name: element.name.text, fn });
    }
  }
  return exported.map(({ name, fn }) => {
    const first = fn.parameters[0];
    const line = file.getLineAndCharacterOfPosition(fn.getStart(file)).line + 1;
    const firstParameterType = first?.type ? first.type.getText(file) : null;
    let problem: string | null = null;
    if (!first) problem = "takes no parameter: its first must be a scope";
    else if (!first.type) problem = "its first parameter has no declared type: it must be a scope";
    else if (!isScopeType(first.type, scopes)) problem = `its first parameter is ${firstParameterType}, not a scope (SiteScope, StaffScope, SystemScope or DataScope from ./scope)`;
    return { name, line, firstParameterType, problem };
  });
}

function dataFiles(): string[] {
  return fs
    .readdirSync(DATA_DIR)
    .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts") && !name.endsWith(".d.ts") && name !== MAKER)
    .sort();
}

describe("every exported function of the data layer takes a scope first", () => {
  const files = dataFiles();
  const all = files.flatMap((name) => exportedFunctions(name, fs.readFileSync(path.join(DATA_DIR, name), "utf8")).map((fn) => ({ file: name, ...fn })));

  it("finds the data layer's exports (the walk itself works)", () => {
    expect(files.length).toBeGreaterThanOrEqual(20);
    expect(all.length).toBeGreaterThanOrEqual(80);
    expect(all.map((fn) => `${fn.file}:${fn.name}`)).toEqual(expect.arrayContaining(["reservations.ts:reservationById", "vehicles.ts:findSiteVehicleBySlug", "lead-deliveries.ts:claimDueDeliveries"]));
  });

  it.each(files)("%s", (name) => {
    const failures = all.filter((fn) => fn.file === name && fn.problem !== null).map((fn) => `${name}:${fn.line} ${fn.name}: ${fn.problem}`);
    expect(failures).toEqual([]);
  });
});

describe("the walk refuses what is not a scope", () => {
  const check = (text: string) => Object.fromEntries(exportedFunctions("probe.ts", text).map((fn) => [fn.name, fn.problem === null]));

  it("passes scopes and unions of scopes imported from ./scope, declarations and exported arrows alike", () => {
    expect(
      check(`import type { DataScope, SiteScope, StaffScope as Staff, SystemScope } from "./scope";
        export async function a(scope: SiteScope, id: number) {}
        export function b(scope: SiteScope | Staff) {}
        export const c = async (scope: SystemScope) => {};
        export const d = (function (scope: DataScope) {}) satisfies unknown;
        function e(scope: (SiteScope | SystemScope)) {}
        export { e };
        export const notAFunction = 3;`),
    ).toEqual({ a: true, b: true, c: true, d: true, e: true });
  });

  it("fails a bare id, no parameter, no type, a union with anything else, a scope not from ./scope, and a re-export of an unscoped function", () => {
    expect(
      check(`import type { SiteScope } from "./scope";
        type SystemScope = number;
        export async function byId(id: number) {}
        export function nothing() {}
        export const untyped = (scope) => scope;
        export function loose(scope: SiteScope | number) {}
        export function local(scope: SystemScope) {}
        export function generic(scope: Array<SiteScope>) {}
        function hidden(siteId: number) {}
        export { hidden as visible };`),
    ).toEqual({ byId: false, nothing: false, untyped: false, loose: false, local: false, generic: false, visible: false });
  });
});

const SRC = path.resolve(DATA_DIR, "../..");

describe("scopes are made only by src/server/data/scope.ts", () => {
  it("no other file of the platform casts a value to a scope type", () => {
    const casts: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.tsx?$/.test(entry.name) && !/\.(int\.)?test\.tsx?$/.test(entry.name) && file !== path.join(DATA_DIR, "scope.ts")) {
          if (/\bas\s+(SiteScope|StaffScope|SystemScope|DataScope)\b/.test(fs.readFileSync(file, "utf8"))) casts.push(path.relative(SRC, file));
        }
      }
    };
    walk(SRC);
    expect(casts).toEqual([]);
  });
});
