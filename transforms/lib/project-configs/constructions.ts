/**
 * The consumer side: a module's constructions of the old client whose first argument is an
 * imported config (`new X(c)`, `new X(ns.c)`, `new X(c())`), each followed to its literal.
 */
import path from "node:path";
import type { ts as TsApi } from "ts-morph";
import { mentionsOldModule } from "../../../src/codemod/migration.js";
import { resolveSpecifier } from "../module-resolution.js";
import { namesOldClass, oldClientNames } from "../project.js";
import { typescript } from "../typescript.js";
import { optionsOf } from "./config-literal.js";
import { findExported } from "./exported-config.js";
import type { ImportedConfig } from "./facts.js";
import { isJsonConfig } from "./json-config.js";
import type { RunFiles } from "./run-files.js";
import { bare, isShadowed } from "./syntax.js";

/** `new X(c)`, `new X(ns.c)`, `new X(c(…))`, `new X(c as T)`: the arguments `argumentName` follows. */
const CONSTRUCTS_WITH_NAME = /\bnew\s+[\w$.]+\s*\(\s*[\w$.]+\s*(?:[(),!]|as\b|satisfies\b)/;

/** `x`, `ns.x`, `x(…)` or `ns.x(…)` as the first argument of a construction, else null. */
function argumentName(e: TsApi.Expression | undefined): { local: string; called: boolean } | null {
  if (!e) return null;
  const ts = typescript();
  let n = bare(e);
  const called = ts.isCallExpression(n);
  if (ts.isCallExpression(n)) n = n.expression;
  if (ts.isIdentifier(n)) return { local: n.text, called };
  if (ts.isPropertyAccessExpression(n) && ts.isIdentifier(n.expression))
    return { local: `${n.expression.text}.${n.name.text}`, called };
  return null;
}

/** The import behind `local` (`x` or `ns.x`): its specifier and exported name. */
function importOf(
  sf: TsApi.SourceFile,
  local: string,
): { specifier: string; imported: string } | null {
  const ts = typescript();
  const [head, member] = local.split(".");
  for (const st of sf.statements) {
    if (!ts.isImportDeclaration(st) || !ts.isStringLiteral(st.moduleSpecifier)) continue;
    const clause = st.importClause;
    if (!clause || clause.isTypeOnly) continue;
    const specifier = st.moduleSpecifier.text;
    const b = clause.namedBindings;
    if (member !== undefined) {
      if (b && ts.isNamespaceImport(b) && b.name.text === head)
        return { specifier, imported: member };
      continue;
    }
    if (clause.name?.text === head) return { specifier, imported: "default" };
    if (b && ts.isNamedImports(b))
      for (const e of b.elements)
        if (e.name.text === head && !e.isTypeOnly)
          return { specifier, imported: (e.propertyName ?? e.name).text };
  }
  return null;
}

/**
 * The imported configs `file` constructs the old client with, in the order of the tree walk
 * (children first), once per construction: a config constructed twice is listed twice.
 */
export function configsConstructedIn(file: string, run: RunFiles): ImportedConfig[] {
  const text = run.read(file);
  if (!mentionsOldModule(text) || !CONSTRUCTS_WITH_NAME.test(text)) return [];
  const module = run.parse(file);
  const names = oldClientNames(module);
  if (names.direct.size === 0 && names.namespaces.size === 0) return [];
  const ts = typescript();
  const configs: ImportedConfig[] = [];
  const visit = (n: TsApi.Node): void => {
    ts.forEachChild(n, visit);
    if (!ts.isNewExpression(n) || !namesOldClass(n.expression, names)) return;
    const config = configOf(file, module, n, run);
    if (config) configs.push(config);
  };
  visit(module);
  return configs;
}

/** The imported config a construction of the old client takes, when one is followed. */
function configOf(
  file: string,
  module: TsApi.SourceFile,
  construction: TsApi.NewExpression,
  run: RunFiles,
): ImportedConfig | null {
  const arg = argumentName(construction.arguments?.[0]);
  if (!arg || isShadowed(construction, arg.local.split(".")[0])) return null;
  const { local, called } = arg;
  const imp = importOf(module, local);
  if (!imp) return null;
  const config = { local, specifier: imp.specifier, ...(called && { called }) };
  if (/\.json$/i.test(imp.specifier)) {
    const json = path.resolve(path.dirname(file), imp.specifier);
    const whole = !called && imp.imported === "default" && isJsonConfig(json, run.read);
    return whole ? { ...config, options: [] } : null;
  }
  const target = resolveSpecifier(file, imp.specifier, run.known);
  const found = target && findExported(target, imp.imported, called, run);
  const options = found && optionsOf(found.literal);
  if (!found || !options) return null;
  return { ...config, ...options, origin: { file: found.file, binding: found.binding } };
}
