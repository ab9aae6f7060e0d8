/**
 * The module's top-level declarations that are clients: variables (an instance, a factory, …),
 * function declarations, and classes (holding a client in a field, or extending the old class).
 */
import type { ts as TsApi } from "ts-morph";
import { typescript } from "../../typescript.js";
import { oldConstruction, type OldClassNames } from "../old-names.js";
import { functionFact, initializerFact } from "./functions.js";
import type { ModuleReading } from "./reading.js";

function hasModifier(n: TsApi.Node, kind: TsApi.SyntaxKind): boolean {
  const ts = typescript();
  return ts.canHaveModifiers(n) && (ts.getModifiers(n) ?? []).some((m) => m.kind === kind);
}

function isExported(n: TsApi.Node): boolean {
  return hasModifier(n, typescript().SyntaxKind.ExportKeyword);
}

function isDefault(n: TsApi.Node): boolean {
  return isExported(n) && hasModifier(n, typescript().SyntaxKind.DefaultKeyword);
}

/** Records the module's client declarations in `reading.local`, the exported ones in `exports`. */
export function declarationFacts(reading: ModuleReading, sf: TsApi.SourceFile): void {
  const ts = typescript();
  // Two passes: a factory may return a variable declared after it.
  for (let pass = 0; pass < 2; pass++) {
    for (const st of sf.statements) {
      if (ts.isVariableStatement(st)) variableFacts(reading, st);
      else if (ts.isFunctionDeclaration(st)) functionDeclarationFacts(reading, st);
      else if (ts.isClassDeclaration(st) && st.name) classFacts(reading, st, st.name.text);
    }
  }
}

/** `const client = new MultiServerMCPClient(…)`, `const make = () => …`. */
function variableFacts(reading: ModuleReading, st: TsApi.VariableStatement): void {
  const ts = typescript();
  const { file, local, exports } = reading;
  for (const d of st.declarationList.declarations) {
    if (!ts.isIdentifier(d.name) || !d.initializer) continue;
    const fact = initializerFact(reading, d.initializer);
    if (fact) {
      local.set(d.name.text, { ...fact, origin: file });
      if (isExported(st)) exports[d.name.text] = { ...fact, origin: file };
    }
  }
}

/** `function makeClient() { return new MultiServerMCPClient(…) }` (maybe `export default`). */
function functionDeclarationFacts(reading: ModuleReading, st: TsApi.FunctionDeclaration): void {
  const { file, local, exports } = reading;
  const fact = functionFact(reading, st.body);
  if (!fact) return;
  if (st.name) local.set(st.name.text, { ...fact, origin: file });
  if (isDefault(st)) exports.default = { ...fact, origin: file };
  else if (st.name && isExported(st)) exports[st.name.text] = { ...fact, origin: file };
}

/** A class that constructs an old client somewhere (`class`), or extends it (`subclass`). */
function classFacts(reading: ModuleReading, st: TsApi.ClassDeclaration, name: string): void {
  const hooks = constructionHooks(st, reading.names);
  const kind = extendsOldClass(st, reading.names) ? "subclass" : hooks !== null ? "class" : null;
  if (kind && isExported(st))
    reading.exports[isDefault(st) ? "default" : name] = {
      kind,
      hooks: hooks ?? false,
      origin: reading.file,
    };
}

/** Whether some construction of an old client in `node` has hooks; null when there is none. */
function constructionHooks(node: TsApi.Node, names: OldClassNames): boolean | null {
  const ts = typescript();
  let hooks: boolean | null = null;
  const visit = (n: TsApi.Node) => {
    const c = oldConstruction(n, names);
    if (c) hooks = (hooks ?? false) || c.hooks;
    ts.forEachChild(n, visit);
  };
  visit(node);
  return hooks;
}

/** `class AppClient extends MultiServerMCPClient`: its instances are clients. */
function extendsOldClass(st: TsApi.ClassDeclaration, names: OldClassNames): boolean {
  const ts = typescript();
  return Boolean(
    st.heritageClauses?.some(
      (h) =>
        h.token === ts.SyntaxKind.ExtendsKeyword &&
        h.types.some((t) => ts.isIdentifier(t.expression) && names.direct.has(t.expression.text)),
    ),
  );
}
