/**
 * Configs declared in another module: `new MultiServerMCPClient(config)` where `config` is
 * imported (by name, by default, or as `ns.name`) from a module of this run that declares it as
 * a `const` object literal with `mcpServers`, exported directly or through `export … from`, or
 * is a builder's result (`makeConfig()`), or a JSON module holding only `mcpServers`.
 *
 * The declaring module migrates the literal's server entries (`client-config`). Its old
 * options move to the constructing modules, as MCPAdapter's second argument (`options`), when
 * every one is an option the old client took with a literal value: only text moves, never a
 * name that means something in the declaring module. Otherwise they stay, and both modules
 * say so. Built by a pre-pass (TypeScript's parser, no type checker), as `project.ts`.
 */
import path from "node:path";
import type { ts as TsApi } from "ts-morph";
import {
  mentionsOldModule,
  type PrePass,
  type SourceContext,
} from "../../src/codemod/migration.js";
import { OLD_OPTION_KEYS } from "./old-options.js";
import { resolveSpecifier } from "./module-resolution.js";
import { namesOldClass, oldClientNames, SOURCE_RE } from "./project.js";
import { parseModule, typescript } from "./typescript.js";
import { treeIndex } from "./tree-index.js";
import { lookup } from "./scope.js";
import { unwrap } from "./ast.js";

/** One config a module imports and hands to the old client's constructor. */
export interface ImportedConfig {
  /** The local binding, or `ns.name` for a member of a namespace import. */
  local: string;
  /** The module specifier as written in the consumer. */
  specifier: string;
  /** `local(…)`: a builder returning the config. */
  called?: true;
  /** The declaring module and the `const` or function there (absent for a JSON module). */
  origin?: { file: string; binding: string };
  /** The old options of the literal (key and source text), or null when they stay there. */
  options: { key: string; value: string }[] | null;
  /** Why the options stay, when `options` is null. */
  kept?: string;
}

export interface ConfigFacts {
  /** consumer file → the configs it imports and constructs an old client with. */
  imports: Record<string, ImportedConfig[]>;
  /**
   * declaring file → the `const` or function holding the literal (`default` for an anonymous
   * default export) → whether its old options move to the consumers, and whether it is a
   * builder (the literal is what the function returns).
   */
  declared: Record<string, Record<string, { moved: boolean; builder: boolean }>>;
}

let ts: typeof TsApi;

/** The literal an exported name of `file` stands for, following `export … from` chains. */
interface Found {
  file: string;
  /** The `const` or function that holds it (`default` for an anonymous default export). */
  binding: string;
  literal: TsApi.ObjectLiteralExpression;
}

/** `as`, `satisfies`, `!` and parentheses around a value. */
function bare(e: TsApi.Expression): TsApi.Expression {
  let n = e;
  while (
    ts.isParenthesizedExpression(n) ||
    ts.isAsExpression(n) ||
    ts.isSatisfiesExpression(n) ||
    ts.isNonNullExpression(n)
  )
    n = n.expression;
  return n;
}

function hasModifier(n: TsApi.Node, kind: TsApi.SyntaxKind): boolean {
  return ts.canHaveModifiers(n) && (ts.getModifiers(n) ?? []).some((m) => m.kind === kind);
}

/**
 * The config literal of a value: the value itself, or for a builder (`called`) the one object
 * literal its body returns (`() => ({ … })`, `function f() { …; return { … }; }`).
 */
function literalOf(
  value: TsApi.Node | undefined,
  called: boolean,
): TsApi.ObjectLiteralExpression | null {
  if (!value) return null;
  const n = ts.isFunctionDeclaration(value) ? value : bare(value as TsApi.Expression);
  if (!called) return ts.isObjectLiteralExpression(n) ? n : null;
  if (!ts.isFunctionDeclaration(n) && !ts.isArrowFunction(n) && !ts.isFunctionExpression(n))
    return null;
  const body = n.body;
  if (!body) return null;
  if (!ts.isBlock(body)) return literalOf(body, false);
  const returns: TsApi.ReturnStatement[] = [];
  const visit = (x: TsApi.Node): void => {
    if (ts.isFunctionLike(x)) return; // a nested function's returns are its own
    if (ts.isReturnStatement(x)) returns.push(x);
    ts.forEachChild(x, visit);
  };
  ts.forEachChild(body, visit);
  return returns.length === 1 ? literalOf(returns[0].expression, false) : null;
}

/** The top-level `const name = …` or `function name() {}` of a module. */
function declared(sf: TsApi.SourceFile, name: string): TsApi.Node | undefined {
  for (const st of sf.statements) {
    if (ts.isFunctionDeclaration(st) && st.name?.text === name) return st;
    if (!ts.isVariableStatement(st) || !(st.declarationList.flags & ts.NodeFlags.Const)) continue;
    for (const d of st.declarationList.declarations)
      if (ts.isIdentifier(d.name) && d.name.text === name) return d.initializer;
  }
  return undefined;
}

function findExported(
  file: string,
  name: string,
  called: boolean,
  sf: (f: string) => TsApi.SourceFile,
  known: Set<string>,
  depth = 0,
): Found | null {
  if (depth > 5) return null;
  const module = sf(file);
  const local = (binding: string, value = declared(module, binding)): Found | null => {
    const literal = literalOf(value, called);
    return literal ? { file, binding, literal } : null;
  };
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
      const from =
        st.moduleSpecifier && ts.isStringLiteral(st.moduleSpecifier)
          ? resolveSpecifier(file, st.moduleSpecifier.text, known)
          : null;
      if (!st.exportClause) {
        // `export * from "./y"`: every name of y but `default`
        const found =
          from && name !== "default" && findExported(from, name, called, sf, known, depth + 1);
        if (found) return found;
        continue;
      }
      if (!ts.isNamedExports(st.exportClause)) continue;
      for (const e of st.exportClause.elements) {
        if (e.name.text !== name || e.isTypeOnly) continue;
        const inner = (e.propertyName ?? e.name).text;
        if (st.moduleSpecifier)
          return from ? findExported(from, inner, called, sf, known, depth + 1) : null;
        return local(inner);
      }
    }
  }
  return null;
}

/** A JSON-like literal: what can be written in another module and mean the same. */
function isPlainValue(e: TsApi.Expression): boolean {
  const n = bare(e);
  if (
    ts.isStringLiteral(n) ||
    ts.isNumericLiteral(n) ||
    ts.isNoSubstitutionTemplateLiteral(n) ||
    n.kind === ts.SyntaxKind.TrueKeyword ||
    n.kind === ts.SyntaxKind.FalseKeyword ||
    n.kind === ts.SyntaxKind.NullKeyword
  )
    return true;
  if (ts.isPrefixUnaryExpression(n)) return ts.isNumericLiteral(n.operand);
  if (ts.isArrayLiteralExpression(n)) return n.elements.every(isPlainValue);
  if (ts.isObjectLiteralExpression(n))
    return n.properties.every(
      (p) =>
        ts.isPropertyAssignment(p) &&
        !ts.isComputedPropertyName(p.name) &&
        isPlainValue(p.initializer),
    );
  return false;
}

function propertyName(p: TsApi.ObjectLiteralElementLike): string | null {
  if (!p.name || ts.isComputedPropertyName(p.name) || ts.isPrivateIdentifier(p.name)) return null;
  return ts.isIdentifier(p.name) || ts.isStringLiteral(p.name) ? p.name.text : null;
}

/** The old options of a config literal that can move, or why they stay; null: not a config. */
function optionsOf(
  literal: TsApi.ObjectLiteralExpression,
): { options: ImportedConfig["options"]; kept?: string } | null {
  if (!literal.properties.some((p) => propertyName(p) === "mcpServers")) return null;
  const options: { key: string; value: string }[] = [];
  for (const p of literal.properties) {
    const key = propertyName(p);
    if (key === "mcpServers") continue;
    if (ts.isSpreadAssignment(p)) return { options: null, kept: "it spreads other values in" };
    if (key === null) return { options: null, kept: "it has a computed key" };
    if (!OLD_OPTION_KEYS.has(key))
      return { options: null, kept: `\`${key}\` is not an option of the old client` };
    if (!ts.isPropertyAssignment(p) || !isPlainValue(p.initializer))
      return { options: null, kept: `\`${key}\` is computed there` };
    options.push({ key, value: p.initializer.getText() });
  }
  return { options };
}

/** Is `name` declared between `node` and the module's top level (a parameter, a local)? */
function isShadowed(node: TsApi.Node, name: string): boolean {
  const declares = (d: TsApi.Node): boolean =>
    (ts.isVariableDeclaration(d) ||
      ts.isParameter(d) ||
      ts.isFunctionDeclaration(d) ||
      ts.isClassDeclaration(d)) &&
    d.name !== undefined &&
    ts.isIdentifier(d.name) &&
    d.name.text === name;
  for (let up = node.parent; up && !ts.isSourceFile(up); up = up.parent) {
    if (ts.isFunctionLike(up) && up.parameters.some((p) => declares(p))) return true;
    if (ts.isBlock(up) || ts.isModuleBlock(up) || ts.isCaseClause(up)) {
      for (const st of up.statements) {
        if (ts.isVariableStatement(st) && st.declarationList.declarations.some(declares))
          return true;
        if (declares(st)) return true;
      }
    }
  }
  return false;
}

/** The import behind `local` (`x` or `ns.x`): its specifier and exported name. */
function importOf(
  sf: TsApi.SourceFile,
  local: string,
): { specifier: string; imported: string } | null {
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

/** `x`, `ns.x`, `x(…)` or `ns.x(…)` as the first argument of a construction, else null. */
function argumentName(e: TsApi.Expression | undefined): { local: string; called: boolean } | null {
  if (!e) return null;
  let n = bare(e);
  const called = ts.isCallExpression(n);
  if (ts.isCallExpression(n)) n = n.expression;
  if (ts.isIdentifier(n)) return { local: n.text, called };
  if (ts.isPropertyAccessExpression(n) && ts.isIdentifier(n.expression))
    return { local: `${n.expression.text}.${n.name.text}`, called };
  return null;
}

/**
 * The first place, in any module of the run, that uses the literal `origin` holds other than
 * as an old client's config (`new X(c)`, `new X(c())`) or for its servers (`c.mcpServers`).
 */
function otherUse(
  origin: { file: string; binding: string; builder: boolean },
  consumers: ImportedConfig[],
  sources: string[],
  read: (file: string) => string,
  sf: (f: string) => TsApi.SourceFile,
  known: Set<string>,
): { file: string; line: number } | null {
  const names = new Set([origin.binding, ...consumers.map((x) => x.local.split(".").pop()!)]);
  for (const f of sources) {
    const text = read(f);
    if (f !== origin.file && ![...names].some((n) => text.includes(n))) continue;
    const module = sf(f);
    const locals = localNames(f, module, origin, names, sf, known);
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
  origin: { file: string; binding: string; builder: boolean },
  names: Set<string>,
  sf: (f: string) => TsApi.SourceFile,
  known: Set<string>,
): Set<string> {
  const locals = new Set<string>();
  if (f === origin.file) locals.add(origin.binding);
  for (const st of module.statements) {
    if (!ts.isImportDeclaration(st) || !ts.isStringLiteral(st.moduleSpecifier)) continue;
    const target = resolveSpecifier(f, st.moduleSpecifier.text, known);
    const clause = st.importClause;
    if (!target || !clause || clause.isTypeOnly) continue;
    const same = (imported: string) => {
      const found = findExported(target, imported, origin.builder, sf, known);
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
  while (
    ts.isParenthesizedExpression(outer.parent) ||
    ts.isAsExpression(outer.parent) ||
    ts.isSatisfiesExpression(outer.parent) ||
    ts.isNonNullExpression(outer.parent)
  )
    outer = outer.parent;
  const host = outer.parent;
  if (ts.isPropertyAccessExpression(host) && host.name.text === "mcpServers") return true;
  return (
    ts.isNewExpression(host) && host.arguments?.[0] === outer && namesOldClass(host.expression, old)
  );
}

/**
 * A JSON module that is a whole config and nothing else, `{ "mcpServers": { name: entry } }`:
 * its entries are `json-config`'s (in this run) or run as they are; the constructions only
 * need their options.
 */
function isJsonConfig(file: string, read: (file: string) => string): boolean {
  let root: unknown;
  try {
    root = JSON.parse(read(file));
  } catch {
    return false; // missing, JSONC or broken: not followed
  }
  const isObject = (v: unknown): v is Record<string, unknown> =>
    typeof v === "object" && v !== null && !Array.isArray(v);
  if (!isObject(root) || Object.keys(root).join() !== "mcpServers") return false;
  const servers = root.mcpServers;
  // The runtime takes every old transport name but WebSocket (which needs a person).
  const runs = (e: Record<string, unknown>) =>
    ![e.transport, e.type].some((t) => t === "websocket" || t === "ws");
  return isObject(servers) && Object.values(servers).every((e) => isObject(e) && runs(e));
}

/** `new X(c)`, `new X(ns.c)`, `new X(c(…))`, `new X(c as T)`: the arguments `argumentName` follows. */
const CONSTRUCTS_WITH_NAME = /\bnew\s+[\w$.]+\s*\(\s*[\w$.]+\s*(?:[(),!]|as\b|satisfies\b)/;

export function prepareConfigs(files: string[], read: (file: string) => string): ConfigFacts {
  ts = typescript();
  const sources = files.filter((f) => SOURCE_RE.test(f) && !f.endsWith(".d.ts"));
  const known = new Set(sources);
  const parsed = new Map<string, TsApi.SourceFile>();
  const sf = (f: string) => {
    if (!parsed.has(f)) parsed.set(f, parseModule(f, read(f)));
    return parsed.get(f)!;
  };
  const facts: ConfigFacts = { imports: {}, declared: {} };
  for (const f of sources) {
    const text = read(f);
    if (!mentionsOldModule(text) || !CONSTRUCTS_WITH_NAME.test(text)) continue;
    const module = sf(f);
    const names = oldClientNames(module);
    if (names.direct.size === 0 && names.namespaces.size === 0) continue;
    const visit = (n: TsApi.Node): void => {
      ts.forEachChild(n, visit);
      if (!ts.isNewExpression(n) || !namesOldClass(n.expression, names)) return;
      const arg = argumentName(n.arguments?.[0]);
      if (!arg || isShadowed(n, arg.local.split(".")[0])) return;
      const { local, called } = arg;
      const imp = importOf(module, local);
      if (!imp) return;
      const record = (options: Pick<ImportedConfig, "options" | "kept" | "origin">) => {
        const list = (facts.imports[f] ??= []);
        if (!list.some((x) => x.local === local && Boolean(x.called) === called))
          list.push({ local, specifier: imp.specifier, ...(called && { called }), ...options });
      };
      if (/\.json$/i.test(imp.specifier)) {
        const file = path.resolve(path.dirname(f), imp.specifier);
        if (!called && imp.imported === "default" && isJsonConfig(file, read))
          record({ options: [] });
        return;
      }
      const target = resolveSpecifier(f, imp.specifier, known);
      const found = target && findExported(target, imp.imported, called, sf, known);
      const options = found && optionsOf(found.literal);
      if (!found || !options) return;
      record({ ...options, origin: { file: found.file, binding: found.binding } });
      const declared = (facts.declared[found.file] ??= {});
      declared[found.binding] = { moved: options.options !== null, builder: called };
    };
    visit(module);
  }
  // The options leave the literal only when nothing else reads it: a spread of it, a test's
  // assertion or a hand-over elsewhere would lose them without a word.
  for (const [file, bindings] of Object.entries(facts.declared)) {
    for (const [binding, fact] of Object.entries(bindings)) {
      const consumers = Object.values(facts.imports)
        .flat()
        .filter((x) => x.origin?.file === file && x.origin.binding === binding);
      // Nothing to lose: no options, or they stay anyway.
      if (!fact.moved || !consumers[0]?.options?.length) continue;
      const origin = { file, binding, builder: fact.builder };
      const other = otherUse(origin, consumers, sources, read, sf, known);
      if (!other) continue;
      fact.moved = false;
      const where = path.relative(path.dirname(file), other.file);
      for (const x of consumers) {
        x.options = null;
        x.kept = `it is also used at ${where}:${other.line}`;
      }
    }
  }
  return facts;
}

/** The pre-pass of `client-config` and `options`; the declaring modules are visited. */
export const projectConfigs: PrePass<ConfigFacts> = {
  name: "project/configs",
  run: prepareConfigs,
  visits: (facts) => Object.keys(facts.declared).sort(),
};

/**
 * The imported config `node` (an argument at `at`) stands for, when the pre-pass found it:
 * `x` bound by an import of this file, `ns.x` of a namespace import, or a call of either.
 */
export function importedConfigOf(ctx: SourceContext, at: any, node: any): ImportedConfig | null {
  const list = ctx.factsOf(projectConfigs)?.imports?.[path.resolve(ctx.file.path)];
  if (!Array.isArray(list) || !list.length) return null;
  let n = unwrap(node);
  const called = n?.type === "CallExpression";
  if (called) n = unwrap(n.callee);
  const head =
    n?.type === "Identifier"
      ? n.name
      : n?.type === "MemberExpression" && !n.computed && n.object.type === "Identifier"
        ? n.object.name
        : null;
  if (!head) return null;
  const local = n.type === "Identifier" ? head : `${head}.${n.property.name}`;
  const binding = lookup(at?.scope, head)?.getBindings()[head]?.[0];
  if (!/^Import(Default|Namespace)?Specifier$/.test(binding?.parent?.node.type ?? "")) return null;
  return list.find((x) => x.local === local && Boolean(x.called) === called) ?? null;
}

/**
 * The config literals this module declares for constructions in other modules: each one's
 * path, and whether its old options move to them.
 */
export function declaredConfigsOf(ctx: SourceContext): { path: any; moved: boolean }[] {
  const mine = ctx.factsOf(projectConfigs)?.declared?.[path.resolve(ctx.file.path)];
  if (!mine || typeof mine !== "object") return [];
  const { j } = ctx;
  const index = treeIndex(ctx);
  const out: { path: any; moved: boolean }[] = [];
  const add = (value: any, fact: { moved: boolean; builder: boolean }) => {
    const object = literalPath(ctx, value, fact.builder);
    if (object) out.push({ path: object, moved: Boolean(fact.moved) });
  };
  // Top-level only: declarator → declaration → Program (or → `export` → Program).
  const top = (p: any) =>
    p.parent?.node.type === "Program" || p.parent?.parent?.node.type === "Program";
  index.find(j.VariableDeclarator).forEach((p: any) => {
    const fact = p.node.id.type === "Identifier" && mine[p.node.id.name];
    if (fact && top(p.parent) && p.parent.node.kind === "const") add(p.get("init"), fact);
  });
  index.find(j.FunctionDeclaration).forEach((p: any) => {
    const fact = p.node.id && mine[p.node.id.name];
    if (fact && top(p)) add(p, fact);
  });
  if (mine.default)
    index.find(j.ExportDefaultDeclaration).forEach((p: any) => {
      if (!p.node.declaration.id) add(p.get("declaration"), mine.default);
    });
  return out;
}

/** The path of the config literal of a value (as the pre-pass's `literalOf` finds it). */
function literalPath(ctx: SourceContext, p: any, called: boolean): any | null {
  let q = p;
  while (q?.node && unwrap(q.node) !== q.node) q = q.get("expression");
  if (!called) return q?.node?.type === "ObjectExpression" ? q : null;
  if (!/^(FunctionDeclaration|ArrowFunctionExpression|FunctionExpression)$/.test(q?.node?.type))
    return null;
  const body = q.get("body");
  if (body.node.type !== "BlockStatement") return literalPath(ctx, body, false);
  // A nested function's returns are its own.
  const returns = ctx
    .j(body)
    .find(ctx.j.ReturnStatement)
    .filter((r: any) => {
      let up = r.parent;
      while (up && up !== q && !/Function/.test(up.node.type)) up = up.parent;
      return up === q;
    })
    .paths();
  return returns.length === 1 ? literalPath(ctx, returns[0].get("argument"), false) : null;
}
