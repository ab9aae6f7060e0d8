/**
 * Which literal an exported name of a module stands for: a `const`, a function (a builder) or
 * an anonymous default export, directly or through `export … from` chains.
 */
import type { ts as TsApi } from "ts-morph";
import { resolveSpecifier } from "../module-resolution.js";
import { typescript } from "../typescript.js";
import { literalOf } from "./config-literal.js";
import type { RunFiles } from "./run-files.js";
import { bare, hasModifier } from "./syntax.js";

/** The literal an exported name of `file` stands for, following `export … from` chains. */
export interface FoundConfig {
  file: string;
  /** The `const` or function that holds it (`default` for an anonymous default export). */
  binding: string;
  literal: TsApi.ObjectLiteralExpression;
}

/** Re-exports followed before giving up (a cycle, or a chain too long to be a config's). */
const MAX_REEXPORTS = 5;

/** The top-level `const name = …` or `function name() {}` of a module. */
function declaredValue(sf: TsApi.SourceFile, name: string): TsApi.Node | undefined {
  const ts = typescript();
  for (const st of sf.statements) {
    if (ts.isFunctionDeclaration(st) && st.name?.text === name) return st;
    if (!ts.isVariableStatement(st) || !(st.declarationList.flags & ts.NodeFlags.Const)) continue;
    for (const d of st.declarationList.declarations)
      if (ts.isIdentifier(d.name) && d.name.text === name) return d.initializer;
  }
  return undefined;
}

function foundAt(
  file: string,
  binding: string,
  value: TsApi.Node | undefined,
  called: boolean,
): FoundConfig | null {
  const literal = literalOf(value, called);
  return literal ? { file, binding, literal } : null;
}

/** The config literal `file` exports as `name` (for `called`, the literal its builder returns). */
export function findExported(
  file: string,
  name: string,
  called: boolean,
  run: Pick<RunFiles, "parse" | "known">,
  depth = 0,
): FoundConfig | null {
  if (depth > MAX_REEXPORTS) return null;
  const ts = typescript();
  const module = run.parse(file);
  const local = (binding: string, value = declaredValue(module, binding)) =>
    foundAt(file, binding, value, called);
  for (const st of module.statements) {
    if (ts.isVariableStatement(st) && hasModifier(st, ts.SyntaxKind.ExportKeyword)) {
      if (
        st.declarationList.declarations.some((d) => ts.isIdentifier(d.name) && d.name.text === name)
      )
        return local(name);
    } else if (ts.isFunctionDeclaration(st) && hasModifier(st, ts.SyntaxKind.ExportKeyword)) {
      const isDefault = hasModifier(st, ts.SyntaxKind.DefaultKeyword);
      if (isDefault ? name === "default" : st.name?.text === name)
        return local(st.name?.text ?? "default", st);
    } else if (ts.isExportAssignment(st) && !st.isExportEquals && name === "default") {
      const e = bare(st.expression);
      return ts.isIdentifier(e) ? local(e.text) : local("default", e);
    } else if (ts.isExportDeclaration(st) && !st.isTypeOnly) {
      const found = reexported(file, st, name, called, run, depth);
      if (found !== undefined) return found;
    }
  }
  return null;
}

/**
 * What an `export { … }` or `export … from` statement says of `name`: the literal, null when it
 * exports the name but not a literal, undefined when it does not export the name.
 */
function reexported(
  file: string,
  st: TsApi.ExportDeclaration,
  name: string,
  called: boolean,
  run: Pick<RunFiles, "parse" | "known">,
  depth: number,
): FoundConfig | null | undefined {
  const ts = typescript();
  const from =
    st.moduleSpecifier && ts.isStringLiteral(st.moduleSpecifier)
      ? resolveSpecifier(file, st.moduleSpecifier.text, run.known)
      : null;
  if (!st.exportClause) {
    // `export * from "./y"`: every name of y but `default`
    const found = from && name !== "default" && findExported(from, name, called, run, depth + 1);
    return found || undefined;
  }
  if (!ts.isNamedExports(st.exportClause)) return undefined;
  for (const e of st.exportClause.elements) {
    if (e.name.text !== name || e.isTypeOnly) continue;
    const inner = (e.propertyName ?? e.name).text;
    if (st.moduleSpecifier) return from ? findExported(from, inner, called, run, depth + 1) : null;
    return foundAt(file, inner, declaredValue(run.parse(file), inner), called);
  }
  return undefined;
}
