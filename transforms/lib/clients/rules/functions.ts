/** Rules by which a client leaves a function: its returns, and objects it returns. */
import { unwrap } from "../../ast.js";
import { lookup } from "../../scope.js";
import { enclosingMethod, functionKey } from "../positions.js";
import { resolve } from "../resolve.js";
import { get, has, put } from "../state.js";
import type { Rule } from "./values.js";

/** `return { client, tools }`: which properties of a factory's result hold a client. */
export const returnedObjects: Rule = (s, paths) => {
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
export const destructuredResults: Rule = (s, paths) => {
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
export const returns: Rule = (s, paths) => {
  let grew = false;
  for (const p of paths.returns) {
    if (!p.node.argument) continue;
    const c = resolve(s, p, p.node.argument);
    if (c === undefined) continue;
    const key = functionKey(p);
    const m = key ? null : enclosingMethod(p);
    if (key) grew = put(s.factories, key.scope, key.name, c) || grew;
    // A getter is read as a field is (`this.client`), a method is called (`this.client()`).
    else if (m) grew = put(s.fields, m.cls, m.getter ? m.name : `method:${m.name}`, c) || grew;
  }
  return grew;
};

/** `const make = () => client`. */
export const arrowBodies: Rule = (s, paths) => {
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
