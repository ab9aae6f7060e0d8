/**
 * How a client moves from one binding to another, one named rule per form of the forms table
 * (`../forms.ts`), applied in this order until nothing new is learnt: a factory may return a
 * variable declared after it, and a variable may hold a factory's result.
 */
import { unwrap } from "../ast.js";
import type { FormId } from "../forms.js";
import { lookup } from "../scope.js";
import type { TrackerPaths } from "./paths.js";
import { enclosingMethod, functionKey, memberClass, memberName } from "./positions.js";
import { elementOf, importedSpecifier, resolve } from "./resolve.js";
import { get, has, put, type TrackerState } from "./state.js";

type Rule = (s: TrackerState, paths: TrackerPaths) => boolean;

/** `const c = …`, `const all = [a, b]`, `const mod = await import("./mcp.js")`. */
const declarations: Rule = (s, paths) => {
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
const assignments: Rule = (s, paths) => {
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
const classFields: Rule = (s, paths) => {
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
const defaults: Rule = (s, paths) => {
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

/** `return { client, tools }`: which properties of a factory's result hold a client. */
const returnedObjects: Rule = (s, paths) => {
  let grew = false;
  for (const p of paths.returns) {
    if (p.node.argument?.type !== "ObjectExpression") continue;
    const key = functionKey(p);
    if (!key) continue;
    for (const prop of p.node.argument.properties) {
      if (!(prop.type === "Property" || prop.type === "ObjectProperty") || prop.computed) continue;
      const c = resolve(s, p, prop.value);
      const name = prop.key.name ?? prop.key.value;
      if (c !== undefined && typeof name === "string")
        grew = put(s.factoryObjects, key.scope, `${key.name}.${name}`, c) || grew;
    }
  }
  return grew;
};

/** `const { client } = await createMcp()`. */
const destructuredResults: Rule = (s, paths) => {
  let grew = false;
  for (const p of paths.declarators) {
    if (p.node.id.type !== "ObjectPattern") continue;
    let init = unwrap(p.node.init);
    if (init?.type === "AwaitExpression") init = unwrap(init.argument);
    if (init?.type !== "CallExpression" || init.callee.type !== "Identifier") continue;
    const scope = lookup(p.scope, init.callee.name);
    if (!scope) continue;
    for (const prop of p.node.id.properties) {
      if (!(prop.type === "Property" || prop.type === "ObjectProperty") || prop.computed) continue;
      const key = `${init.callee.name}.${prop.key.name ?? prop.key.value}`;
      if (!has(s.factoryObjects, scope, key) || prop.value.type !== "Identifier") continue;
      grew = put(s.vars, p.scope, prop.value.name, get(s.factoryObjects, scope, key)!) || grew;
    }
  }
  return grew;
};

/** `return client`: the function is a factory (or, in a class, a lazy getter). */
const returns: Rule = (s, paths) => {
  let grew = false;
  for (const p of paths.returns) {
    if (!p.node.argument) continue;
    const c = resolve(s, p, p.node.argument);
    if (c === undefined) continue;
    const key = functionKey(p);
    const m = key ? null : enclosingMethod(p);
    if (key) grew = put(s.factories, key.scope, key.name, c) || grew;
    else if (m) grew = put(s.fields, m.cls, `method:${m.name}`, c) || grew;
  }
  return grew;
};

/** `const make = () => client`. */
const arrowBodies: Rule = (s, paths) => {
  let grew = false;
  for (const p of paths.arrows) {
    if (p.node.body.type === "BlockStatement") continue;
    const c = resolve(s, p, p.node.body);
    const d = p.parent?.node;
    if (c !== undefined && d?.type === "VariableDeclarator" && d.id.type === "Identifier")
      grew = put(s.factories, p.parent.scope, d.id.name, c) || grew;
  }
  return grew;
};

/** `for (const c of list)`: each element of a container of clients. */
const loopVariables: Rule = (s, paths) => {
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
const callbackParameters: Rule = (s, paths) => {
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

/** The rules in the order they run, each with the forms of the table it follows. */
export const RULES: readonly { rule: Rule; forms: readonly FormId[] }[] = [
  {
    rule: declarations,
    forms: ["instance", "instance-cast", "instance-conditional", "instance-from-container"],
  },
  { rule: assignments, forms: ["instance-assigned-later", "instance-assigned-in-catch"] },
  { rule: classFields, forms: ["class-field"] },
  { rule: defaults, forms: ["factory-parameter"] },
  { rule: returnedObjects, forms: ["factory"] },
  { rule: destructuredResults, forms: ["factory"] },
  { rule: returns, forms: ["factory", "factory-async", "factory-promise-resolve"] },
  { rule: arrowBodies, forms: ["factory-of-local"] },
  { rule: loopVariables, forms: ["container-element"] },
  { rule: callbackParameters, forms: ["callback-parameter"] },
];

/** Apply the rules until none learns anything new (at most four rounds). */
export function propagate(s: TrackerState, paths: TrackerPaths): void {
  for (let round = 0; round < 4; round++) {
    let grew = false;
    for (const { rule } of RULES) grew = rule(s, paths) || grew;
    if (!grew) break;
  }
}
