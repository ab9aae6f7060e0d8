/**
 * Bindings whose value keeps a client somewhere the tracker cannot follow (`new Map([["a",
 * client]])`, `pool = { main: client }` on a field): a read through them may reach a client.
 */
import { unwrap } from "../ast.js";
import { lookup } from "../scope.js";
import type { TrackerPaths } from "./paths.js";
import { memberClass, memberName } from "./positions.js";
import { resolve } from "./resolve.js";
import type { TrackerState } from "./state.js";

export interface Held {
  /** scope → variable names. */
  vars: Map<any, Set<string>>;
  /** class node → field names. */
  fields: Map<any, Set<string>>;
}

/** Does `value` (at `path`) hold a client inside it? */
function holds(s: TrackerState, path: any, value: any): boolean {
  return (
    value &&
    !/Function/.test(value.type) &&
    s.ctx
      .j(path)
      .find(s.ctx.j.Expression)
      .some((q: any) => q.node !== value && storesClient(s, q))
  );
}

/**
 * A client as a value (an element, an argument), not a receiver (`client.client("a")`), a
 * member's name (`x.client`) or a property key (`{ client: 1 }`).
 */
function storesClient(s: TrackerState, q: any): boolean {
  const parent = q.parent?.node;
  if (parent?.type === "MemberExpression" || parent?.type === "OptionalMemberExpression")
    return false;
  const isKey =
    (parent?.type === "Property" || parent?.type === "ObjectProperty") &&
    parent.key === q.node &&
    !parent.computed &&
    !parent.shorthand;
  return !isKey && resolve(s, q, q.node) !== undefined;
}

function hold(m: Map<any, Set<string>>, k: any, name: string): void {
  if (!m.has(k)) m.set(k, new Set());
  m.get(k)!.add(name);
}

export function findHeld(s: TrackerState, paths: TrackerPaths): Held {
  const held: Held = { vars: new Map(), fields: new Map() };
  for (const p of paths.declarators)
    if (p.node.id.type === "Identifier" && holds(s, p.get("init"), p.node.init))
      hold(held.vars, p.scope, p.node.id.name);
  for (const p of paths.classProperties) {
    const name = memberName(p.node.key);
    if (name && holds(s, p.get("value"), p.node.value))
      hold(held.fields, p.parent.parent.node, name);
  }
  for (const p of paths.assignments) {
    const left = p.node.left;
    if (!holds(s, p.get("right"), p.node.right)) continue;
    if (left.type === "Identifier") {
      const scope = lookup(p.scope, left.name);
      if (scope) hold(held.vars, scope, left.name);
    } else if (left.type === "MemberExpression" && !left.computed) {
      const cls = memberClass(p, left.object);
      const name = memberName(left.property);
      if (cls && name) hold(held.fields, cls, name);
    }
  }
  return held;
}

/** `a.b(c)[d]!` → the innermost object: `a`, or `this.b` for a field. */
function rootOf(node: any): any {
  let n = unwrap(node);
  for (;;) {
    if (n?.type === "CallExpression" || n?.type === "OptionalCallExpression") n = unwrap(n.callee);
    else if (
      (n?.type === "MemberExpression" || n?.type === "OptionalMemberExpression") &&
      unwrap(n.object)?.type !== "ThisExpression"
    )
      n = unwrap(n.object);
    else return n;
  }
}

/** The variable or `this` field that `node` is read from, when it holds a client; else null. */
export function holderIn(held: Held, path: any, node: any): string | null {
  const root = rootOf(node);
  if (root?.type === "Identifier") {
    const scope = lookup(path.scope, root.name);
    return scope && held.vars.get(scope)?.has(root.name) ? root.name : null;
  }
  if (root?.type === "MemberExpression" && !root.computed) {
    const cls = memberClass(path, root.object);
    const name = memberName(root.property);
    return cls && name && held.fields.get(cls)?.has(name) ? `this.${name}` : null;
  }
  return null;
}
