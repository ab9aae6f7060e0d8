/**
 * Which values in a file come from the old package.
 *
 * Everything here identifies old-package values by the *import source* (`import … from
 * "@langchain/mcp-adapters"`, `require(…)`, `await import(…)`), never by a name: a class
 * called `MultiServerMCPClient` imported from another package is not ours to touch.
 *
 * The transforms that change call shapes run before `imports` rewrites the import sources,
 * so they all see the old sources through these helpers.
 */
import { OLD_MODULES, type SourceContext } from "../../src/codemod/migration.js";
import { importFactsOf } from "./import-facts.js";
import { treeIndex } from "./tree-index.js";
import { lookup, lookupType } from "./scope.js";
import { isStringLit, unwrap } from "./ast.js";

/** True for `@langchain/mcp-adapters`, `langchainjs-mcp-adapters` and their subpaths. */
export function isOldSource(value: unknown): boolean {
  return (
    typeof value === "string" && OLD_MODULES.some((m) => value === m || value.startsWith(`${m}/`))
  );
}

/** `require("<old>")` */
export function isOldRequire(node: any): boolean {
  return (
    node?.type === "CallExpression" &&
    node.callee?.type === "Identifier" &&
    node.callee.name === "require" &&
    node.arguments.length === 1 &&
    isStringLit(node.arguments[0]) &&
    isOldSource(node.arguments[0].value)
  );
}

/** `import("<old>")` (the TS parser gives `ImportExpression` or a `CallExpression` on `Import`). */
export function isOldDynamicImport(node: any): boolean {
  if (node?.type === "ImportExpression")
    return isStringLit(node.source) && isOldSource(node.source.value);
  return (
    node?.type === "CallExpression" &&
    node.callee?.type === "Import" &&
    isStringLit(node.arguments[0]) &&
    isOldSource(node.arguments[0].value)
  );
}

/** `require("<old>")`, `await import("<old>")` or `import("<old>")`. */
export function isOldModuleExpression(node: any): boolean {
  const inner = unwrap(node);
  if (inner?.type === "AwaitExpression") return isOldModuleExpression(inner.argument);
  return isOldRequire(inner) || isOldDynamicImport(inner);
}

/** What an identifier local to this file means in the old package. */
export interface OldBinding {
  /** The exported name (`MultiServerMCPClient`), or `*` for a namespace/module object. */
  exported: string;
  /** The scope that declares the local name. */
  scope: any;
  /** Declared by `import type` / `import { type X }`. */
  typeOnly: boolean;
  /** Imported from a module of the project that re-exports it (the pre-pass's facts). */
  reexported?: boolean;
  /** A function parameter that receives the module object: the parameter's path. */
  parameter?: any;
}

/** A `const … = require("<old>")` found by the tree walk, with what it bound (to revalidate). */
interface DeclaratorFact {
  path: any;
  node: any;
  key: string;
}

interface BindingsMemo {
  /**
   * Imports were read with a tree walk (`declare module` block), or parameters hold the module
   * object: never revalidated (recomputed after a change).
   */
  walkedImports: boolean;
  declarators: DeclaratorFact[];
  bindings: Map<string, OldBinding[]>;
}

function addTo(out: Map<string, OldBinding[]>, local: string, b: OldBinding): void {
  out.set(local, [...(out.get(local) ?? []), b]);
}

function importBindings(ctx: SourceContext, out: Map<string, OldBinding[]>): boolean {
  const { j } = ctx;
  // Imports sit in the program's body (or in a `declare module` block): read the body
  // directly unless the file has such a block.
  const walk = /\bdeclare\s+(module|namespace|global)\b/.test(ctx.file.source);
  const imports = walk
    ? treeIndex(ctx).find(j.ImportDeclaration)
    : topLevel(ctx).filter((p: any) => p.node?.type === "ImportDeclaration");
  // The old class imported from a module that re-exports it (`import { ToolClient } from "./mcp.js"`).
  const reexported = new Set(
    importFactsOf(ctx)
      .filter((f) => f.kind === "old-class")
      .map((f) => f.local),
  );
  imports.forEach((p: any) => {
    if (reexported.size && !isOldSource(p.node.source.value)) {
      for (const s of p.node.specifiers ?? []) {
        if (s.type !== "ImportSpecifier" || !reexported.has(s.local?.name)) continue;
        addTo(out, s.local.name, {
          exported: "MultiServerMCPClient",
          scope: p.scope,
          typeOnly: p.node.importKind === "type" || s.importKind === "type",
          reexported: true,
        });
      }
    }
    if (!isOldSource(p.node.source.value)) return;
    const declType = p.node.importKind === "type";
    for (const s of p.node.specifiers ?? []) {
      const scope = p.scope;
      if (s.type === "ImportSpecifier") {
        addTo(out, s.local?.name ?? s.imported.name, {
          exported: s.imported.name,
          scope,
          typeOnly: declType || s.importKind === "type",
        });
      } else {
        addTo(out, s.local.name, { exported: "*", scope, typeOnly: declType });
      }
    }
  });
  return walk;
}

/**
 * The elements of `await Promise.all([…])` that load the old module, by index:
 * `[import("<old>"), import("node:os")]` → 0.
 */
export function promiseAllModules(node: any): Map<number, any> {
  const out = new Map<number, any>();
  let n = unwrap(node);
  if (n?.type !== "AwaitExpression") return out;
  n = unwrap(n.argument);
  if (
    n?.type !== "CallExpression" ||
    n.callee.type !== "MemberExpression" ||
    n.callee.computed ||
    n.callee.object.type !== "Identifier" ||
    n.callee.object.name !== "Promise" ||
    n.callee.property.name !== "all"
  )
    return out;
  const list = unwrap(n.arguments[0]);
  if (list?.type !== "ArrayExpression") return out;
  list.elements.forEach((e: any, i: number) => {
    if (e && isOldModuleExpression(e)) out.set(i, e);
  });
  return out;
}

/** [local, exported] pairs that a pattern binds from the module object it destructures. */
function patternEntries(id: any): [string, string][] {
  const out: [string, string][] = [];
  if (id?.type === "Identifier") {
    out.push([id.name, "*"]);
  } else if (id?.type === "ObjectPattern") {
    for (const prop of id.properties) {
      if ((prop.type === "Property" || prop.type === "ObjectProperty") && !prop.computed) {
        const key = prop.key.name ?? prop.key.value;
        const val = prop.value.type === "AssignmentPattern" ? prop.value.left : prop.value;
        if (val.type === "Identifier") out.push([val.name, key]);
      }
    }
  }
  return out;
}

/** What a declarator binds from the old package, as [local, exported] pairs (none: not ours). */
function declaratorEntries(node: any): [string, string][] {
  const init = node?.init;
  if (!init) return [];
  if (isOldModuleExpression(init)) return patternEntries(node.id);
  // const [{ MultiServerMCPClient }, os] = await Promise.all([import("<old>"), import("node:os")])
  if (node.id.type !== "ArrayPattern") return [];
  const out: [string, string][] = [];
  for (const i of promiseAllModules(init).keys()) out.push(...patternEntries(node.id.elements[i]));
  return out;
}

function addDeclarator(out: Map<string, OldBinding[]>, path: any, entries: [string, string][]) {
  const scope = path.scope;
  for (const [local, exported] of entries) addTo(out, local, { exported, scope, typeOnly: false });
}

function computeBindings(ctx: SourceContext): BindingsMemo {
  const out = new Map<string, OldBinding[]>();
  const walkedImports = importBindings(ctx, out);
  const declarators: DeclaratorFact[] = [];
  // const { A, B: C } = require("<old>") / await import("<old>"); const m = require("<old>")
  // (only where the text has a call that could be one)
  if (/\b(require|import)\s*\(/.test(ctx.file.source)) {
    const { j } = ctx;
    treeIndex(ctx)
      .find(j.VariableDeclarator, (n: any) => declaratorEntries(n).length > 0)
      .forEach((p: any) => {
        const entries = declaratorEntries(p.node);
        declarators.push({ path: p, node: p.node, key: JSON.stringify(entries) });
        addDeclarator(out, p, entries);
      });
  }
  const parameters = moduleParameters(ctx, out);
  return { walkedImports: walkedImports || parameters, declarators, bindings: out };
}

/**
 * Parameters that receive the old module object, followed like a namespace import (so every
 * transform migrates what is read from them) and added to `out`; true when there is one:
 * - the callback of `import("<old>").then((mod) => …)` (or `({ MultiServerMCPClient }) => …`);
 * - a parameter typed `typeof import("<old>")`;
 * - a parameter of a function of this file (not exported, only ever called) that receives the
 *   module object at every call (`register(mod)`, `register(await import("<old>"))`).
 */
function moduleParameters(ctx: SourceContext, out: Map<string, OldBinding[]>): boolean {
  const text = ctx.file.source;
  if (!/\bimport\s*\(/.test(text)) return false;
  const { j } = ctx;
  const index = treeIndex(ctx);
  let found = false;
  /** Bind the names of parameter `i` of `fn`; true when one is new. */
  const bind = (fn: any, i: number): boolean => {
    const parameter = fn.get("params", i);
    const scope = parameter.scope;
    let added = false;
    for (const [local, exported] of patternEntries(paramId(parameter.node))) {
      if ((out.get(local) ?? []).some((b) => b.scope === scope)) continue;
      addTo(out, local, { exported, scope, typeOnly: false, parameter });
      added = found = true;
    }
    return added;
  };
  const functions = index.find(j.Function);
  for (const fn of functions) {
    const callback = fn.parent?.node;
    if (
      /CallExpression$/.test(callback?.type) &&
      callback.arguments[0] === fn.node &&
      isThenOf(callback.callee)
    )
      bind(fn, 0);
    fn.node.params.forEach((param: any, i: number) => {
      if (isOldModuleType(paramId(param)?.typeAnnotation)) bind(fn, i);
    });
  }
  // Same-file functions handed the module object: until no new parameter is found (a module
  // parameter handed on again).
  // Only functions called by name with the module object somewhere are looked at (each look
  // is a walk over the file's identifiers).
  const namedCalls = index.find(j.CallExpression, (n: any) => n.callee?.type === "Identifier");
  for (let round = 0; round < 4; round++) {
    let grew = false;
    const handed = new Set(
      namedCalls
        .filter((c: any) => c.node.arguments.some((a: any) => isModuleArg(out, c, a)))
        .map((c: any) => c.node.callee.name),
    );
    if (handed.size === 0) break;
    for (const fn of functions) {
      if (!handed.has(functionName(fn) ?? "")) continue;
      const calls = callsOf(ctx, fn);
      if (!calls) continue;
      fn.node.params.forEach((_: any, i: number) => {
        if (calls.every((c: any) => isModuleArg(out, c, c.node.arguments[i])))
          grew = bind(fn, i) || grew;
      });
    }
    if (!grew) break;
  }
  return found;
}

/** `import("<old>").then`, also through parentheses. */
function isThenOf(callee: any): boolean {
  const c = unwrap(callee);
  return (
    /MemberExpression$/.test(c?.type) &&
    !c.computed &&
    c.property?.name === "then" &&
    isOldDynamicImport(unwrap(c.object))
  );
}

/** `typeof import("<old>")` (a parameter's annotation). */
function isOldModuleType(annotation: any): boolean {
  const t = annotation?.type === "TSTypeAnnotation" ? annotation.typeAnnotation : annotation;
  const q = t?.type === "TSTypeQuery" ? t.exprName : null;
  return q?.type === "TSImportType" && isOldSource(q.argument?.value ?? q.argument?.literal?.value);
}

/** The identifier or pattern a parameter binds (`x = default` → `x`). */
function paramId(param: any): any {
  return param?.type === "AssignmentPattern" ? param.left : param;
}

/** Is `arg` (at the call `at`) the old module object, by the bindings found so far? */
function isModuleArg(out: Map<string, OldBinding[]>, at: any, arg: any): boolean {
  const n = unwrap(arg);
  if (isOldModuleExpression(n)) return true;
  if (n?.type !== "Identifier") return false;
  const scope = lookup(at.scope, n.name);
  return Boolean(scope && out.get(n.name)?.some((b) => b.exported === "*" && b.scope === scope));
}

/** The identifier naming the function at `fn` (`function f`, `const f = …`), if any. */
function functionId(fn: any): any | null {
  const node = fn.node;
  const declarator = fn.parent?.node;
  const id =
    node.type === "FunctionDeclaration"
      ? node.id
      : declarator?.type === "VariableDeclarator" && declarator.init === node
        ? declarator.id
        : null;
  return id?.type === "Identifier" ? id : null;
}

function functionName(fn: any): string | null {
  return functionId(fn)?.name ?? null;
}

/**
 * Every call of the function at `fn` when every use of its name in the file calls it (a
 * `function f`, or `const f = …`, neither exported); null otherwise.
 */
function callsOf(ctx: SourceContext, fn: any): any[] | null {
  const node = fn.node;
  const id = functionId(fn);
  if (!id) return null;
  const holder = node.type === "FunctionDeclaration" ? fn : fn.parent.parent;
  if (/^Export/.test(holder.parent?.node.type ?? "")) return null;
  const scope = fn.parent.scope;
  const calls: any[] = [];
  let other = false;
  treeIndex(ctx)
    .find(ctx.j.Identifier, (n: any) => n.name === id.name && n !== id)
    .forEach((r: any) => {
      const parent = r.parent?.node;
      if (/MemberExpression$/.test(parent?.type) && parent.property === r.node && !parent.computed)
        return;
      if (/^(Object)?Property$/.test(parent?.type) && parent.key === r.node && !parent.shorthand)
        return;
      if (/^TS/.test(parent?.type ?? "")) return;
      if (lookup(r.scope, id.name) !== scope) return;
      if (/CallExpression$/.test(parent?.type) && parent.callee === r.node) calls.push(r.parent);
      else other = true;
    });
  return other || calls.length === 0 ? null : calls;
}

/** Is the node of `path` still where the path says, all the way up to the program? */
function stillAttached(path: any): boolean {
  let p = path;
  while (p.parentPath) {
    const parent = p.parentPath;
    if (parent.value == null || parent.value[p.name] !== p.value) return false;
    p = parent;
  }
  return p.value?.type === "File" || p.value?.type === "Program";
}

/**
 * The memo after another migration changed the tree: the imports are re-read from the
 * program's body (cheap); the declarators found by the tree walk are kept when each is still
 * in the tree and still binds the same names (migrations remove or rewrite old-package
 * requires, they never add one). Null when it cannot be revalidated.
 */
function revalidate(ctx: SourceContext, memo: BindingsMemo): BindingsMemo | null {
  if (memo.walkedImports) return null;
  const out = new Map<string, OldBinding[]>();
  if (importBindings(ctx, out)) return null;
  const declarators: DeclaratorFact[] = [];
  for (const d of memo.declarators) {
    if (d.path.value !== d.node || !stillAttached(d.path)) return null;
    const entries = declaratorEntries(d.node);
    if (entries.length === 0) continue;
    if (JSON.stringify(entries) !== d.key) return null;
    declarators.push(d);
    addDeclarator(out, d.path, entries);
  }
  return { walkedImports: false, declarators, bindings: out };
}

const BINDINGS_KEY = "old-package/bindings";
/** The paths of the program's top-level statements. */
function topLevel(ctx: SourceContext): any[] {
  const body = ctx.root.get("program", "body");
  const n = body.value?.length ?? 0;
  const out: any[] = [];
  for (let i = 0; i < n; i++) out.push(body.get(i));
  return out;
}

/**
 * Every local name bound to something of the old package, keyed by local name, with the
 * scope that declares it (so a shadowing parameter of the same name is not confused). Shared
 * by every migration of the file through the context's memo, which keeps it across a change
 * of the tree and has it revalidated then.
 */
export function getOldBindings(ctx: SourceContext): Map<string, OldBinding[]> {
  return ctx.memo.kept<BindingsMemo>(
    BINDINGS_KEY,
    (stale) => (stale && revalidate(ctx, stale)) ?? computeBindings(ctx),
  ).bindings;
}
/** Forget the memo (after a transform changed the bindings). */
export function resetOldBindings(ctx: SourceContext): void {
  ctx.memo.delete(BINDINGS_KEY);
}

/**
 * The old export an expression names, resolved through the scope of `path`:
 * `MultiServerMCPClient` (imported, possibly aliased), `mcp.MultiServerMCPClient` (namespace,
 * `require`, `await import`), `require("<old>").loadMcpTools`. Null when it is not ours.
 */
export function oldExportOf(ctx: SourceContext, path: any, node: any = path.node): string | null {
  const n = unwrap(node);
  if (!n) return null;
  if (n.type === "Identifier") {
    const b = bindingFor(ctx, path, n.name);
    return b && b.exported !== "*" ? b.exported : null;
  }
  if (n.type === "MemberExpression" && !n.computed && n.property.type === "Identifier") {
    if (isModuleObject(ctx, path, n.object)) return n.property.name;
  }
  if (n.type === "TSQualifiedName" && n.left.type === "Identifier") {
    const b = bindingFor(ctx, path, n.left.name);
    if (b?.exported === "*") return n.right.name;
  }
  return null;
}

/** Is this expression the old module object (namespace import, `require`, `await import`)? */
export function isModuleObject(ctx: SourceContext, path: any, node: any): boolean {
  const n = unwrap(node);
  if (isOldModuleExpression(n)) return true;
  if (n?.type === "Identifier") return bindingFor(ctx, path, n.name)?.exported === "*";
  return false;
}

/** The old binding that `name` resolves to at `path`, if any. */
export function bindingFor(ctx: SourceContext, path: any, name: string): OldBinding | null {
  const list = getOldBindings(ctx).get(name);
  if (!list) return null;
  const scope = lookup(path?.scope, name) ?? lookupType(path?.scope, name);
  // Type positions are not always tracked by ast-types' scopes: fall back to the declaration
  // scope being the program (module-level imports are the overwhelming case).
  if (!scope) return list.find((b) => b.scope?.isGlobal) ?? null;
  return list.find((b) => b.scope === scope) ?? null;
}

/** Does the file touch the old package at all (imports, requires, dynamic imports)? */
export function hasOldBindings(ctx: SourceContext): boolean {
  return getOldBindings(ctx).size > 0;
}
