/**
 * The construction behind an expression, from what the tracker has learnt: `undefined` when the
 * expression is not a client, `null` when it is one of unknown (or several) constructions.
 */
import { unwrap } from "../ast.js";
import { lookup } from "../scope.js";
import { isClientClass, type Construction } from "./constructions.js";
import { enclosingClass, isStaticCall, memberClass, memberName } from "./positions.js";
import { get, has, isSubclass, type TrackerState } from "./state.js";

type Resolved = Construction | null | undefined;

export function resolve(s: TrackerState, path: any, node: any, depth = 0): Resolved {
  const n = unwrap(node);
  if (!n || depth > 8) return undefined;
  if (n.type === "AwaitExpression") return resolve(s, path, n.argument, depth + 1);
  if (s.constructionNodes.has(n)) return s.constructionNodes.get(n)!;
  if (n.type === "NewExpression")
    return isClientClass(s.ctx, path, n.callee) || isSubclass(s, path, n.callee) ? null : undefined;
  // `this.getTools()` / `super.getTools()` in a subclass of the old class.
  if (n.type === "ThisExpression" || n.type === "Super") {
    const cls = enclosingClass(path);
    return cls?.superClass && isClientClass(s.ctx, path, cls.superClass) ? null : undefined;
  }
  if (n.type === "Identifier") {
    const scope = lookup(path.scope, n.name);
    return scope && has(s.vars, scope, n.name) ? get(s.vars, scope, n.name) : undefined;
  }
  if (n.type === "MemberExpression" || n.type === "OptionalMemberExpression")
    return memberOf(s, path, n);
  if (n.type === "CallExpression") return callOf(s, path, n, depth);
  if (n.type === "LogicalExpression" || n.type === "ConditionalExpression")
    return eitherOf(s, path, n, depth);
  if (n.type === "AssignmentExpression") return resolve(s, path, n.right, depth + 1);
  return undefined;
}

/** `registry.math`, `pool[0]`, `(await import("./mcp.js")).default`, `this.client`. */
function memberOf(s: TrackerState, path: any, n: any): Resolved {
  const key = containerKey(n);
  const spec = importedSpecifier(n.object);
  if (spec !== null && has(s.dynamicImports, spec, key)) return get(s.dynamicImports, spec, key);
  const object = unwrap(n.object);
  const found =
    object?.type === "Identifier" ? containerEntry(s, path, object.name, key) : undefined;
  if (found !== undefined || n.computed) return found;
  const cls = memberClass(path, n.object);
  const name = memberName(n.property);
  return cls && name && has(s.fields, cls, name) ? get(s.fields, cls, name) : undefined;
}

/** `this.getClient()` (a lazy getter), `Promise.resolve(client)`, `makeClient()`. */
function callOf(s: TrackerState, path: any, n: any, depth: number): Resolved {
  const callee = n.callee;
  if (
    callee.type === "MemberExpression" &&
    callee.object.type === "ThisExpression" &&
    callee.property.type === "Identifier"
  ) {
    const cls = enclosingClass(path);
    const key = `method:${callee.property.name}`;
    return cls && has(s.fields, cls, key) ? get(s.fields, cls, key) : undefined;
  }
  // A promise of a client counts as the client, as `await` does.
  if (isStaticCall(n, "Promise", "resolve")) return resolve(s, path, n.arguments[0], depth + 1);
  if (callee.type !== "Identifier") return undefined;
  const scope = lookup(path.scope, callee.name);
  return scope && has(s.factories, scope, callee.name)
    ? get(s.factories, scope, callee.name)
    : undefined;
}

/** `a ?? b`, `c ? a : b`: a client when either side is one. */
function eitherOf(s: TrackerState, path: any, n: any, depth: number): Resolved {
  const logical = n.type === "LogicalExpression";
  const a = resolve(s, path, logical ? n.left : n.consequent, depth + 1);
  const b = resolve(s, path, logical ? n.right : n.alternate, depth + 1);
  if (a === undefined && b === undefined) return undefined;
  if (a === b) return a;
  return logical ? (a ?? b ?? null) : null;
}

/** `.prop` / `["prop"]` → `prop`; any other computed key → `*` (some element). */
function containerKey(n: any): string {
  if (!n.computed) return memberName(n.property) ?? "*";
  const p = n.property;
  return p?.type === "StringLiteral" || (p?.type === "Literal" && typeof p.value === "string")
    ? p.value
    : "*";
}

/** The client held under `key` by the container variable `name`, as `resolve` answers. */
function containerEntry(s: TrackerState, path: any, name: string, key: string): Resolved {
  const scope = lookup(path.scope, name);
  if (!scope) return undefined;
  const entry = key === "*" ? `${name}[]` : `${name}.${key}`;
  return has(s.containers, scope, entry) ? get(s.containers, scope, entry) : undefined;
}

/** An element of a container: `list`, `Object.values(registry)` (for `of` and callbacks). */
export function elementOf(s: TrackerState, path: any, node: any): Resolved {
  let n = unwrap(node);
  if (isStaticCall(n, "Object", "values")) n = unwrap(n.arguments[0]);
  return n?.type === "Identifier" ? containerEntry(s, path, n.name, "*") : undefined;
}

/** `import("./client.js")` with a literal specifier: the specifier, else null. */
export function importedSpecifier(node: any): string | null {
  let n = unwrap(node);
  if (n?.type === "AwaitExpression") n = unwrap(n.argument);
  const source =
    n?.type === "ImportExpression"
      ? n.source
      : n?.type === "CallExpression" && n.callee.type === "Import"
        ? n.arguments[0]
        : null;
  return source?.type === "StringLiteral" ||
    (source?.type === "Literal" && typeof source.value === "string")
    ? source.value
    : null;
}
