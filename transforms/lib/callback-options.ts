/**
 * Where the old callbacks and hooks sit once `options` and `load-mcp-tools` have run: in the options object of `new MultiServerMCPClient(config, options)` or
 * of the `new MCPAdapter(client, options)` that `loadMcpTools` became. When `options` did not
 * run (a `--transform` subset), they are still in the config, the constructor's only argument:
 * both shapes are found. Shared by `callbacks` and `hooks-to-middleware`.
 */
import type { SourceContext } from "../../src/codemod/migration.js";
import { findConstructions, type Construction } from "./clients.js";
import { resolveObject } from "./config.js";
import { treeIndex } from "./tree-index.js";
import { lookup } from "./scope.js";
import { keyName, unwrap } from "./ast.js";

export interface OptionsSite {
  /** Path of the `NewExpression`. */
  owner: any;
  /** Path of the options object literal (to mutate in place). */
  path: any;
  /** The construction (old class) when it is one; null for a generated `new MCPAdapter`. */
  construction: Construction | null;
}

/** Local names under which the target module's `MCPAdapter` is imported. */
function adapterNames(ctx: SourceContext): Set<string> {
  const { j } = ctx;
  const names = new Set<string>();
  treeIndex(ctx)
    .find(j.ImportDeclaration)
    .forEach((p: any) => {
      if (p.node.source.value !== ctx.options.targetModule) return;
      for (const s of p.node.specifiers ?? []) {
        if (s.type === "ImportSpecifier" && s.imported.name === "MCPAdapter")
          names.add(s.local?.name ?? "MCPAdapter");
      }
    });
  return names;
}

/** Every options object (of an old client or a generated adapter) that has one of `keys`. */
export function findOptionSites(ctx: SourceContext, keys: Set<string>): OptionsSite[] {
  const { j } = ctx;
  const out: OptionsSite[] = [];
  const seen = new Set<any>();
  const consider = (owner: any, construction: Construction | null) => {
    const args = owner.node.arguments as any[];
    for (const index of args.length > 1 ? [1] : [0]) {
      const arg = args[index];
      if (!arg) continue;
      const r = resolveObject(ctx, owner, arg);
      if (!r.object || seen.has(r.object)) continue;
      if (!r.object.properties.some((p: any) => keys.has(keyName(p) ?? ""))) continue;
      const path =
        unwrap(arg) === r.object
          ? findChild(owner.get("arguments", index), r.object)
          : (r.path ?? null);
      if (!path) continue;
      seen.add(r.object);
      out.push({ owner, path, construction });
    }
  };
  for (const c of findConstructions(ctx)) if (c.kind === "new") consider(c.path, c);
  const adapters = adapterNames(ctx);
  if (adapters.size) {
    treeIndex(ctx)
      .find(j.NewExpression)
      .forEach((p: any) => {
        const callee = p.node.callee;
        if (callee.type === "Identifier" && adapters.has(callee.name)) consider(p, null);
      });
  }
  return out;
}

/** The path of `node` at or below `path` (through `as`/`!`/parentheses wrappers). */
function findChild(path: any, node: any): any | null {
  let p = path;
  for (let i = 0; p && i < 6; i++) {
    if (p.node === node) return p;
    p = p.get("expression");
  }
  return null;
}

/** A property by key among an object's properties. */
export function propsByKey(object: any, keys: Iterable<string>): Map<string, any> {
  const wanted = new Set(keys);
  const out = new Map<string, any>();
  for (const p of object.properties) {
    const k = keyName(p);
    if (k && wanted.has(k) && !out.has(k)) out.set(k, p);
  }
  return out;
}

/** How a callback is given: an inline function, a name (or `a.b`), or an expression to evaluate once. */
export type CallbackKind = "inline" | "reference" | "computed" | "method";

export function callbackKind(prop: any): CallbackKind {
  if (prop.type === "ObjectMethod") return "method";
  const v = unwrap(prop.value);
  if (v.type === "ArrowFunctionExpression" || v.type === "FunctionExpression") return "inline";
  if (isRef(v)) return "reference";
  return "computed";
}

function isRef(n: any): boolean {
  if (n.type === "Identifier") return true;
  if ((n.type === "MemberExpression" || n.type === "OptionalMemberExpression") && !n.computed)
    return n.object.type === "ThisExpression" || isRef(n.object);
  return false;
}

/**
 * The function behind a callback value, when this file shows it: an inline function, a
 * function declaration or a `const f = () => …` of the file. Used to see which parts of the
 * old arguments (e.g. `source.options`) the function reads.
 */
export function functionOf(ctx: SourceContext, at: any, value: any): any | null {
  const v = unwrap(value);
  if (!v) return null;
  if (/Function/.test(v.type)) return v;
  if (v.type !== "Identifier") return null;
  const scope = lookup(at.scope, v.name);
  const binding = scope?.getBindings()[v.name]?.[0];
  const parent = binding?.parent?.node;
  if (parent?.type === "FunctionDeclaration" && parent.id === binding.node) return parent;
  if (parent?.type === "VariableDeclarator" && parent.id === binding.node) {
    const init = unwrap(parent.init);
    if (init && /Function/.test(init.type)) return init;
  }
  return null;
}

/**
 * Does the function read `name` on its parameter number `index` (`source.options`, or a
 * destructured `{ options }`)? `null` when the function cannot be seen or the parameter is
 * passed on whole (to another function, spread): the caller then reports the change.
 */
export function readsParamProperty(
  ctx: SourceContext,
  fn: any,
  index: number,
  name: string,
): boolean | null {
  if (!fn) return null;
  const param = fn.params?.[index];
  if (!param) return false;
  if (param.type === "ObjectPattern") {
    return param.properties.some((p: any) => keyName(p) === name || p.type === "RestElement");
  }
  if (param.type !== "Identifier") return null;
  const { j } = ctx;
  let reads = false;
  let escapes = false;
  j(fn.body)
    .find(j.Identifier, { name: param.name })
    .forEach((p: any) => {
      const parent = p.parent.node;
      if (
        (parent.type === "MemberExpression" || parent.type === "OptionalMemberExpression") &&
        parent.object === p.node
      ) {
        if (!parent.computed && parent.property.name === name) reads = true;
        else if (parent.computed) escapes = true;
        return;
      }
      if (parent.type === "MemberExpression" && parent.property === p.node) return;
      if (
        (parent.type === "ObjectProperty" || parent.type === "Property") &&
        parent.key === p.node &&
        !parent.shorthand
      )
        return;
      escapes = true;
    });
  if (reads) return true;
  return escapes ? null : false;
}

/** Shift every line but the first of `text` so it sits at `indent` (relative text in, absolute out). */
export function reindent(text: string, indent: string): string {
  const lines = text.split("\n");
  if (lines.length === 1) return text;
  const tail = lines.slice(1).filter((l) => l.trim().length);
  const min = Math.min(...tail.map((l) => /^[ \t]*/.exec(l)![0].length));
  return lines
    .map((l, i) =>
      i === 0 || !l.trim().length ? l : indent + l.slice(Number.isFinite(min) ? min : 0),
    )
    .join("\n");
}

/**
 * The argument list for calling `value` in place: an inline function gets only as many
 * arguments as it declares (TypeScript rejects extra arguments to a function expression called
 * in place; JavaScript ignored them anyway), unless it has a rest parameter or reads `arguments`.
 */
export function argsFor(ctx: SourceContext, value: any, args: string[]): string {
  const fn = unwrap(value);
  if (!fn || !/Function/.test(fn.type)) return args.join(", ");
  const rest = fn.params.some((p: any) => p.type === "RestElement");
  const usesArguments =
    fn.type === "FunctionExpression" &&
    ctx.j(fn.body).find(ctx.j.Identifier, { name: "arguments" }).size() > 0;
  if (rest || usesArguments) return args.join(", ");
  return args.slice(0, fn.params.length).join(", ");
}

/** Is the file TypeScript (so generated code may carry type assertions)? */
export function isTypeScript(ctx: SourceContext): boolean {
  return /\.(c|m)?tsx?$/.test(ctx.file.path);
}

/**
 * `loadMcpTools(name, client, …)` became `new MCPAdapter(client, …)`: the runtime names an SDK
 * client itself, so `source.server` (and a hook's `serverName`) is no longer the `name` given.
 */
export function serverNameNote(ctx: SourceContext, site: OptionsSite, rule: string): void {
  const lines = ctx.root.get().node.loc?.lines;
  let at = site.owner;
  while (at && !(at.node.loc && at.node.loc.lines === lines)) at = at.parent;
  ctx.note(
    at?.node ?? site.owner.node,
    `${rule}/server-name`,
    'the server name these callbacks receive (`source.server`, `serverName`) is now the runtime\'s name for the SDK client ("mcp" unless it is wrapped in `new MCPClient(client, { name })`), not the name that was passed to loadMcpTools',
  );
}
