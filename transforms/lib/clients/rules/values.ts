/**
 * Rules by which a value moves between bindings: declarations, assignments, class fields,
 * defaults, loop variables and callback parameters.
 */
import { unwrap } from "../../ast.js";
import { lookup } from "../../scope.js";
import type { TrackerPaths } from "../paths.js";
import { memberClass, memberName } from "../positions.js";
import { elementOf, importedSpecifier, resolve } from "../resolve.js";
import { put, type TrackerState } from "../state.js";

export type Rule = (s: TrackerState, paths: TrackerPaths) => boolean;

/** `const c = …`, `const all = [a, b]`, `const mod = await import("./mcp.js")`. */
export const declarations: Rule = (s, paths) => {
  let grew = false;
  for (const p of paths.declarators) {
    if (p.node.id.type !== "Identifier" || !p.node.init) continue;
    const name = p.node.id.name;
    const literal = unwrap(p.node.init);
    if (literal?.type === "ObjectExpression" || literal?.type === "ArrayExpression")
      grew = putContainer(s, p, name, literal) || grew;
    const spec = importedSpecifier(p.node.init);
    for (const [k, c] of (spec !== null && s.dynamicImports.get(spec)) || [])
      grew = put(s.containers, p.scope, `${name}.${k}`, c) || grew;
    const c = resolve(s, p, p.node.init);
    if (c !== undefined) grew = put(s.vars, p.scope, name, c) || grew;
  }
  return grew;
};

/** Records what an object or array literal bound to `name` holds; true when it grew. */
function putContainer(s: TrackerState, path: any, name: string, literal: any): boolean {
  let grew = false;
  const items =
    literal.type === "ArrayExpression"
      ? literal.elements.map((e: any) => ({ key: null, value: e }))
      : literal.properties
          .filter((q: any) => q.type === "Property" || q.type === "ObjectProperty")
          .map((q: any) => ({ key: q.computed ? null : memberName(q.key), value: q.value }));
  for (const { key, value } of items) {
    const c = value ? resolve(s, path, value) : undefined;
    if (c === undefined) continue;
    if (key) grew = put(s.containers, path.scope, `${name}.${key}`, c) || grew;
    grew = put(s.containers, path.scope, `${name}[]`, c) || grew;
  }
  return grew;
}

/** `client = …`, `this.client = …` (in a `catch`, a setter, a later statement). */
export const assignments: Rule = (s, paths) => {
  let grew = false;
  for (const p of paths.assignments) {
    const c = resolve(s, p, p.node.right);
    if (c === undefined) continue;
    const left = p.node.left;
    if (left.type === "Identifier") {
      const scope = lookup(p.scope, left.name);
      if (scope) grew = put(s.vars, scope, left.name, c) || grew;
    } else if (left.type === "MemberExpression" && !left.computed) {
      const cls = memberClass(p, left.object);
      const name = memberName(left.property);
      if (cls && name) grew = put(s.fields, cls, name, c) || grew;
    }
  }
  return grew;
};

/** `private client = new MultiServerMCPClient(…)`. */
export const classFields: Rule = (s, paths) => {
  let grew = false;
  for (const p of paths.classProperties) {
    const name = memberName(p.node.key);
    if (!p.node.value || !name) continue;
    const c = resolve(s, p, p.node.value);
    if (c !== undefined) grew = put(s.fields, p.parent.parent.node, name, c) || grew;
  }
  return grew;
};

/** `(c = client) => …`, `{ c = client } = {}`: the binding holds a client by default. */
export const defaults: Rule = (s, paths) => {
  let grew = false;
  for (const p of paths.defaults) {
    if (p.node.left.type !== "Identifier") continue;
    if (resolve(s, p, p.node.right) === undefined) continue;
    const scope = lookup(p.scope, p.node.left.name);
    // A parameter's default may hold the caller's value instead: not one construction.
    if (scope) grew = put(s.vars, scope, p.node.left.name, null) || grew;
  }
  return grew;
};

/** `for (const c of list)`: each element of a container of clients. */
export const loopVariables: Rule = (s, paths) => {
  let grew = false;
  for (const p of paths.forOfs) {
    const decl = p.node.left;
    const id = decl.type === "VariableDeclaration" ? decl.declarations[0]?.id : decl;
    if (id?.type !== "Identifier") continue;
    const c = elementOf(s, p, p.node.right);
    if (c === undefined) continue;
    const scope = lookup(p.get("body").scope, id.name);
    if (scope) grew = put(s.vars, scope, id.name, c) || grew;
  }
  return grew;
};

/** `list.map((c) => …)`, `make().then((c) => …)`: the callback's parameter. */
export const callbackParameters: Rule = (s, paths) => {
  let grew = false;
  for (const p of paths.calls) {
    const fn = p.node.arguments[0];
    const param = fn?.params?.[0];
    if (param?.type !== "Identifier" || !/Function/.test(fn.type)) continue;
    const object = p.node.callee.object;
    const isThen = memberName(p.node.callee.property) === "then";
    const c = isThen ? resolve(s, p, object) : elementOf(s, p, object);
    if (c === undefined) continue;
    const scope = lookup(p.get("arguments", 0, "body").scope, param.name);
    if (scope) grew = put(s.vars, scope, param.name, c) || grew;
  }
  return grew;
};
