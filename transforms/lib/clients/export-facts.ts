/**
 * What a module exports that is an old client, as the per-file tracker sees it: an instance, a
 * function returning one (or its tools, or a server's SDK client), a class holding one, a class
 * extending the old class. The cross-file pre-pass asks this instead of reading the forms again
 * in another parser, so the two cannot disagree on a form (`test/codemod/lib/forms.test.ts`).
 */
import { unwrap } from "../ast.js";
import type { ExportKind } from "../project/facts.js";
import { isClientClass, isClientType, type Construction } from "./constructions.js";
import { resolve } from "./resolve.js";
import { isSubclass, type TrackerState } from "./state.js";
import { TOOLS_METHODS } from "../names.js";

export interface ExportedClient {
  kind: Exclude<ExportKind, "old-class">;
  /** The client's construction had `beforeToolCall`/`afterToolCall`. */
  hooks: boolean;
}

const HOOKS = new Set(["beforeToolCall", "afterToolCall"]);

/**
 * Does the construction name a hook? For a client of several or unknown constructions: any of
 * those inside `within` (a class, a function), else none is claimed.
 */
function hooksOf(s: TrackerState, c: Construction | null, within?: any): boolean {
  const { j } = s.ctx;
  const all = [...s.constructionNodes.values()];
  const candidates = c ? [c] : within ? all.filter((k) => contains(within, k.path)) : [];
  return candidates.some((k) =>
    j(k.path)
      .find(j.Identifier, (n: any) => HOOKS.has(n.name))
      .size(),
  );
}

function contains(ancestor: any, path: any): boolean {
  for (let p = path; p; p = p.parent) if (p.node === ancestor.node) return true;
  return false;
}

/** The paths of what a function returns (its expression body, or each `return`'s argument). */
function returnedPaths(s: TrackerState, fn: any): any[] {
  if (fn.node.body.type !== "BlockStatement") return [fn.get("body")];
  const { j } = s.ctx;
  return j(fn.get("body"))
    .find(j.ReturnStatement)
    .filter((p: any) => Boolean(p.node.argument) && ownerFunction(p) === fn.node)
    .paths()
    .map((p: any) => p.get("argument"));
}

/** The function or method a `return` belongs to. */
function ownerFunction(path: any): any {
  let p = path.parent;
  while (p && !/Function|Method$/.test(p.node.type)) p = p.parent;
  return p?.node ?? null;
}

/** What a function gives back: a client, its tools, or a server's SDK client. */
export function functionFact(s: TrackerState, fn: any): ExportedClient | null {
  const returned = returnedPaths(s, fn);
  if (fn.node.returnType && isClientType(s.ctx, fn, fn.node.returnType))
    return { kind: "factory", hooks: hooksOf(s, null, fn) };
  for (const p of returned) {
    const c = resolve(s, p, p.node);
    if (c !== undefined) return { kind: "factory", hooks: hooksOf(s, c) };
  }
  for (const kind of ["tools", "server-client"] as const)
    for (const p of returned) {
      const c = clientCalled(s, p, kind === "tools" ? TOOLS_METHODS : ["getClient"]);
      if (c !== undefined) return { kind, hooks: hooksOf(s, c) };
    }
  return null;
}

/** The client whose `methods` the value at `p` (awaited or not) calls, or undefined. */
function clientCalled(
  s: TrackerState,
  p: any,
  methods: readonly string[],
): Construction | null | undefined {
  let call = unwrap(p.node);
  if (call?.type === "AwaitExpression") call = unwrap(call.argument);
  const callee = call?.type === "CallExpression" ? call.callee : null;
  if (callee?.type !== "MemberExpression" || callee.computed) return undefined;
  return methods.includes(callee.property.name) ? resolve(s, p, callee.object) : undefined;
}

/** A value holding a hooked client's tools (`await client.getTools()`); see `tool-list`. */
export function toolListFact(s: TrackerState, p: any): ExportedClient | null {
  const c = clientCalled(s, p, TOOLS_METHODS);
  return c !== undefined && hooksOf(s, c) ? { kind: "tool-list", hooks: true } : null;
}

/** A class extending the old class (or one of the project's subclasses), or holding a client. */
function classFact(s: TrackerState, cls: any): ExportedClient | null {
  const sup = cls.node.superClass;
  if (sup && (isClientClass(s.ctx, cls, sup) || isSubclass(s, cls, sup)))
    return { kind: "subclass", hooks: false };
  const builds = [...s.constructionNodes.values()].some((k) => contains(cls, k.path));
  if (!builds && !s.fields.get(cls.node)?.size) return null;
  return { kind: "class", hooks: hooksOf(s, null, cls) };
}

/** An exported value: a function, a class, or an expression that is a client. */
export function valueFact(s: TrackerState, p: any): ExportedClient | null {
  // The path of the value under `(…)`, `as T`, `!`: a function or class is read at its own path.
  let inner = p;
  while (inner.node !== unwrap(p.node) && inner.node?.expression) inner = inner.get("expression");
  const n = inner.node;
  if (/Function/.test(n?.type ?? "")) return functionFact(s, inner);
  if (n?.type === "ClassExpression" || n?.type === "ClassDeclaration") return classFact(s, inner);
  const c = resolve(s, p, p.node);
  return c === undefined ? toolListFact(s, p) : { kind: "instance", hooks: hooksOf(s, c) };
}
