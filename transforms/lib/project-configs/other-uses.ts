/**
 * Uses of a declared config literal other than constructing the old client with it: its old
 * options may leave the literal only when nothing else reads it.
 */
import type { ts as TsApi } from "ts-morph";
import { resolveSpecifier } from "../module-resolution.js";
import { namesOldClass, oldClientNames } from "../project.js";
import { typescript } from "../typescript.js";
import { findExported } from "./exported-config.js";
import type { RunFiles } from "./run-files.js";
import { isShadowed, isWrapper } from "./syntax.js";

/** A declared literal: its module, the `const` or function holding it, and whether a builder. */
export interface ConfigOrigin {
  file: string;
  binding: string;
  builder: boolean;
}

/**
 * The first place, in any module of the run, that uses the literal `origin` holds other than
 * as an old client's config (`new X(c)`, `new X(c())`) or for its servers (`c.mcpServers`).
 * `consumerLocals` are the names the constructing modules import it by (`c`, `ns.c`).
 */
export function otherUse(
  origin: ConfigOrigin,
  consumerLocals: string[],
  run: RunFiles,
): { file: string; line: number } | null {
  const ts = typescript();
  const names = new Set([origin.binding, ...consumerLocals.map((x) => x.split(".").pop()!)]);
  for (const f of run.sources) {
    const text = run.read(f);
    if (f !== origin.file && ![...names].some((n) => text.includes(n))) continue;
    const module = run.parse(f);
    const locals = localNames(f, module, origin, names, run);
    if (!locals.size) continue;
    const old = oldClientNames(module);
    let found: TsApi.Node | undefined;
    const visit = (n: TsApi.Node): void => {
      if (found) return;
      const name = ts.isIdentifier(n)
        ? n.text
        : ts.isPropertyAccessExpression(n) && ts.isIdentifier(n.expression)
          ? `${n.expression.text}.${n.name.text}`
          : null;
      if (name !== null && locals.has(name)) {
        // A name declared again in an inner scope is another binding.
        const shadowed = isShadowed(n, name.split(".")[0]);
        if (!shadowed && !isConfigUse(n as TsApi.Expression, origin.builder, old)) found = n;
        return;
      }
      ts.forEachChild(n, visit);
    };
    visit(module);
    if (found)
      return { file: f, line: module.getLineAndCharacterOfPosition(found.getStart()).line + 1 };
  }
  return null;
}

/** A module's names for the literal: its declaration, or imports that resolve to it. */
function localNames(
  f: string,
  module: TsApi.SourceFile,
  origin: ConfigOrigin,
  names: Set<string>,
  run: RunFiles,
): Set<string> {
  const ts = typescript();
  const locals = new Set<string>();
  if (f === origin.file) locals.add(origin.binding);
  for (const st of module.statements) {
    if (!ts.isImportDeclaration(st) || !ts.isStringLiteral(st.moduleSpecifier)) continue;
    const target = resolveSpecifier(f, st.moduleSpecifier.text, run.known);
    const clause = st.importClause;
    if (!target || !clause || clause.isTypeOnly) continue;
    const same = (imported: string) => {
      const found = findExported(target, imported, origin.builder, run);
      return found?.file === origin.file && found.binding === origin.binding;
    };
    if (clause.name && same("default")) locals.add(clause.name.text);
    const b = clause.namedBindings;
    if (b && ts.isNamespaceImport(b))
      for (const n of names) if (same(n)) locals.add(`${b.name.text}.${n}`);
    if (b && ts.isNamedImports(b))
      for (const e of b.elements)
        if (!e.isTypeOnly && same((e.propertyName ?? e.name).text)) locals.add(e.name.text);
  }
  return locals;
}

/** Is `ref`, a name for a config literal, used as a config (or declared, imported, typed)? */
function isConfigUse(
  ref: TsApi.Expression,
  builder: boolean,
  old: { direct: Set<string>; namespaces: Set<string> },
): boolean {
  const ts = typescript();
  const up = ref.parent;
  // A declared name (the literal's own, a parameter's, an import's, `x.c`, `{ c: … }`; not
  // `{ c }`, which hands the literal on), an import or export, `typeof c`.
  if (
    ((up as { name?: unknown }).name === ref && !ts.isShorthandPropertyAssignment(up)) ||
    ts.isImportClause(up) ||
    ts.isNamespaceImport(up) ||
    ts.isExportSpecifier(up) ||
    ts.isTypeQueryNode(up) ||
    (ts.isExportAssignment(up) && !builder)
  )
    return true;
  let value: TsApi.Expression = ref;
  if (builder) {
    if (!ts.isCallExpression(up) || up.expression !== ref) return false;
    value = up;
  }
  let outer: TsApi.Node = value;
  while (isWrapper(outer.parent)) outer = outer.parent;
  const host = outer.parent;
  if (ts.isPropertyAccessExpression(host) && host.name.text === "mcpServers") return true;
  return (
    ts.isNewExpression(host) && host.arguments?.[0] === outer && namesOldClass(host.expression, old)
  );
}
