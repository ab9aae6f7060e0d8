/**
 * Following configuration objects statically: inline literals and same-file `const` bindings
 * (through `as`/`satisfies`/`!` wrappers and `const a = b` chains). Anything else is
 * "unresolved" with a reason that a TODO can quote; nothing is ever guessed.
 */
import type { SourceContext } from "../../src/codemod/migration.js";
import { treeIndex } from "./tree-index.js";
import { lookup } from "./scope.js";
import { keyName, unwrap } from "./ast.js";

export interface Resolved {
  /** The object literal, when one was found. */
  object: any | null;
  /** Its path in the tree (to mutate in place). */
  path: any | null;
  /** The `const` names followed to get there, outermost first. */
  via: string[];
  /** Why the object could not be found (for a TODO), when `object` is null. */
  reason?: string;
}

/** Source text of a node for messages (short, single line). */
export function describe(ctx: SourceContext, node: any): string {
  const n = unwrap(node);
  if (n?.type === "Identifier") return n.name;
  try {
    // On one line as it would be written there: no trailing comma, no break after a bracket.
    const text = ctx
      .j(n)
      .toSource()
      .replace(/\s+/g, " ")
      .replace(/([([]) /g, "$1")
      .replace(/,? ?([)\]])/g, "$1")
      .replace(/, }/g, " }");
    return text.length > 40 ? `${text.slice(0, 37)}…` : text;
  } catch {
    return "this value";
  }
}

/** The declarator path of the variable `name` visible at `path`, if any. */
export function declaratorOf(path: any, name: string): any | null {
  const scope = lookup(path?.scope, name);
  if (!scope) return null;
  const bindings = scope.getBindings()[name];
  if (!bindings?.length) return null;
  const idPath = bindings[0];
  const parent = idPath.parent;
  if (parent?.node.type === "VariableDeclarator" && parent.node.id === idPath.node) return parent;
  return null;
}

/** How a name is bound, for the TODO text: import source, parameter, … */
function bindingKind(path: any, name: string): string {
  const scope = lookup(path?.scope, name);
  if (!scope) return `\`${name}\` is not declared in this file`;
  const idPath = scope.getBindings()[name]?.[0];
  let p = idPath?.parent;
  while (p && p.node.type !== "ImportDeclaration" && p.node.type !== "Program") {
    if (/Function|ArrowFunction|ClassMethod|ObjectMethod/.test(p.node.type))
      return `\`${name}\` is a parameter`;
    if (p.node.type === "VariableDeclarator") {
      return p.node.init
        ? `\`${name}\` is ${p.parent?.node.kind === "const" ? "computed" : "a mutable variable"} (\`${p.parent?.node.kind}\`)`
        : `\`${name}\` has no initializer`;
    }
    p = p.parent;
  }
  if (p?.node.type === "ImportDeclaration")
    return `\`${name}\` is imported from "${p.node.source.value}"`;
  return `\`${name}\` cannot be followed`;
}

/**
 * Follow `node` (seen at `path`) to an object literal: inline, or through `const` bindings of
 * this file. `let`/`var` bindings are followed only when never reassigned.
 */
export function resolveObject(ctx: SourceContext, path: any, node: any, depth = 0): Resolved {
  const n = unwrap(node);
  if (!n) return { object: null, path: null, via: [], reason: "no value" };
  if (n.type === "ObjectExpression") return { object: n, path: pathOf(ctx, path, n), via: [] };
  if (n.type === "Identifier" && depth < 5) {
    const decl = declaratorOf(path, n.name);
    if (!decl) return { object: null, path: null, via: [], reason: bindingKind(path, n.name) };
    const kind = decl.parent?.node.kind;
    if (kind !== "const" && isReassigned(ctx, decl, n.name)) {
      return { object: null, path: null, via: [], reason: `\`${n.name}\` is reassigned` };
    }
    if (!decl.node.init) {
      return { object: null, path: null, via: [], reason: `\`${n.name}\` has no initializer` };
    }
    const inner = resolveObject(ctx, decl, decl.node.init, depth + 1);
    return { ...inner, via: [n.name, ...inner.via] };
  }
  if (n.type === "CallExpression" && n.callee.type === "Identifier" && depth < 5) {
    const returned = builderResult(ctx, path, n.callee.name);
    if (typeof returned === "string")
      return { object: null, path: null, via: [], reason: returned };
    if (returned) {
      const inner = resolveObject(ctx, returned.path, returned.node, depth + 1);
      if (inner.object) return { ...inner, via: [`${n.callee.name}()`, ...inner.via] };
    }
  }
  return {
    object: null,
    path: null,
    via: [],
    reason: `\`${describe(ctx, n)}\` is computed at run time`,
  };
}

/**
 * What a same-file config builder returns: `function build() { …; return { … }; }` or
 * `const build = () => ({ … })`, with one `return` of a value, not exported, and named
 * nowhere but as the callee of calls (so editing what it returns edits only configs).
 */
function builderResult(
  ctx: SourceContext,
  at: any,
  name: string,
): { path: any; node: any } | string | null {
  const scope = at?.scope?.lookup?.(name);
  const idPath = scope?.getBindings()[name]?.[0];
  let fn = idPath?.parent;
  if (fn?.node.type === "VariableDeclarator" && fn.node.id === idPath.node) {
    const init = fn.node.init;
    if (init?.type !== "ArrowFunctionExpression" && init?.type !== "FunctionExpression")
      return null;
    if (isExportedStatement(fn.parent?.parent)) return exported(name);
    fn = fn.get("init");
  } else if (fn?.node.type !== "FunctionDeclaration" || fn.node.id !== idPath.node) return null;
  else if (isExportedStatement(fn.parent)) return exported(name);
  const { j } = ctx;
  const onlyCalled = treeIndex(ctx)
    .find(j.Identifier, (x: any) => x.name === name)
    .every((p: any) => {
      if (p.node === idPath.node || p.scope?.lookup(name) !== scope) return true;
      const parent = p.parent?.node;
      return parent?.type === "CallExpression" && parent.callee === p.node;
    });
  if (!onlyCalled)
    return `\`${name}\` is also used as a value, so what it returns is not only a config`;
  const body = fn.get("body");
  if (body.node.type !== "BlockStatement") return { path: body, node: body.node };
  const returns: any[] = [];
  j(body)
    .find(j.ReturnStatement)
    .forEach((r: any) => {
      // A nested function's returns are its own.
      let up = r.parent;
      while (up && up !== body && !/Function/.test(up.node.type)) up = up.parent;
      if (up === body) returns.push(r);
    });
  if (returns.length !== 1 || !returns[0].node.argument)
    return `\`${name}\` has ${returns.length === 0 ? "no" : "more than one"} \`return\` of a value`;
  return { path: returns[0].get("argument"), node: returns[0].node.argument };
}

function exported(name: string): string {
  return `\`${name}\` is exported: other modules may call it for other values`;
}

function isExportedStatement(p: any): boolean {
  return /^Export(Named|Default)Declaration$/.test(p?.node?.type ?? "");
}

/** The path of `node` below `from` (or anywhere in the tree). */
export function pathOf(ctx: SourceContext, from: any, node: any): any | null {
  if (from?.node === node) return from;
  if (!from || isAttached(ctx, from)) {
    // The node's places in the tree, in order: the first one below `from`, else the first.
    const all = treeIndex(ctx).pathsOf(node);
    if (from) for (const p of all) if (isBelow(p, from)) return p;
    return all[0] ?? null;
  }
  const found = ctx
    .j(from ?? ctx.root.get())
    .find(ctx.j.Node)
    .filter((p: any) => p.node === node);
  if (found.size()) return found.paths()[0];
  const all = ctx.root.find(ctx.j.Node).filter((p: any) => p.node === node);
  return all.size() ? all.paths()[0] : null;
}

/** Is `path` strictly below `ancestor`? */
function isBelow(path: any, ancestor: any): boolean {
  for (let p = path.parentPath; p; p = p.parentPath) if (p === ancestor) return true;
  return false;
}

/**
 * Is the value of `path` still where the path says, all the way up to the root, through the
 * paths that `root.find` hands out (ast-types' child path cache)?
 */
function isAttached(ctx: SourceContext, path: any): boolean {
  let p = path;
  while (p.parentPath) {
    const parent = p.parentPath;
    if (parent.value == null || parent.value[p.name] !== p.value) return false;
    if (parent.__childCache?.[p.name] !== p) return false;
    p = parent;
  }
  return p === ctx.root.paths()[0];
}

function isReassigned(ctx: SourceContext, decl: any, name: string): boolean {
  const scope = decl.scope;
  return treeIndex(ctx)
    .find(
      ctx.j.AssignmentExpression,
      (n: any) => n.left?.type === "Identifier" && n.left.name === name,
    )
    .some((p: any) => lookup(p.scope, name) === scope);
}

/** Does this object literal look like a server entry (a `command` or a `url`)? */
export function looksLikeEntry(obj: any): boolean {
  return (
    obj?.type === "ObjectExpression" &&
    (obj.properties ?? []).some((p: any) => ["command", "url"].includes(keyName(p) ?? ""))
  );
}
