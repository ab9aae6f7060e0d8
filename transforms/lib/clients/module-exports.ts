/**
 * The exports of one module that are old clients, read statement by statement (ES exports and
 * CommonJS `module.exports`/`exports.x`), each judged by the per-file tracker. The old class
 * re-exported is a fact about names, not values: the pre-pass reads it.
 */
import type { SourceContext } from "../../../src/codemod/migration.js";
import { unwrap } from "../ast.js";
import { lookup } from "../scope.js";
import { trackerState } from "../clients.js";
import { functionFact, toolListFact, valueFact, type ExportedClient } from "./export-facts.js";
import { memberName } from "./positions.js";
import type { TrackerState } from "./state.js";

type Exports = Record<string, ExportedClient>;

export function moduleExports(ctx: SourceContext): Exports {
  const { s } = trackerState(ctx);
  const out: Exports = {};
  const program = ctx.root.find(ctx.j.Program).paths()[0];
  program?.get("body").each((st: any) => {
    for (const [name, f] of statementExports(s, st)) if (f) out[name] = f;
  });
  return out;
}

function statementExports(s: TrackerState, st: any): [string, ExportedClient | null][] {
  const n = st.node;
  if (n.type === "ExportDefaultDeclaration")
    return [["default", valueFact(s, st.get("declaration"))]];
  if (n.type === "ExportNamedDeclaration" && n.declaration)
    return declared(s, st.get("declaration"));
  if (n.type === "ExportNamedDeclaration" && !n.source && n.exportKind !== "type")
    return n.specifiers
      .filter((x: any) => x.local && x.exportKind !== "type")
      .map((x: any) => [
        memberName(x.exported) ?? x.exported.value,
        bindingFact(s, st, x.local.name),
      ]);
  if (n.type === "ExpressionStatement") return commonJs(s, st.get("expression"));
  return [];
}

/** `export const a = …, b = …`, `export function f`, `export class C`. */
function declared(s: TrackerState, d: any): [string, ExportedClient | null][] {
  if (d.node.type === "VariableDeclaration")
    return d
      .get("declarations")
      .map((p: any) => p)
      .filter((p: any) => p.node.id.type === "Identifier")
      .map((p: any) => [p.node.id.name, declaratorFact(s, p)]);
  if (!d.node.id) return [];
  return [[d.node.id.name, valueFact(s, d)]];
}

function declaratorFact(s: TrackerState, p: any): ExportedClient | null {
  const init = unwrap(p.node.init);
  if (init && /Function/.test(init.type)) return functionFact(s, p.get("init"));
  // The binding, not its initializer: a later assignment or a type makes it a client too.
  return valueFact(s, p.get("id")) ?? (init ? toolListFact(s, p.get("init")) : null);
}

/** What the binding `name` seen at `at` is: its declaration's function or class, or its value. */
function bindingFact(s: TrackerState, at: any, name: string): ExportedClient | null {
  const scope = lookup(at.scope, name);
  const decl = scope?.getBindings()[name]?.[0]?.parent;
  const type = decl?.node.type;
  if (type === "FunctionDeclaration" || type === "ClassDeclaration") return valueFact(s, decl);
  if (type === "VariableDeclarator") return declaratorFact(s, decl);
  return null;
}

/** `module.exports = value` (the module itself: `default`), `…= { a, b }`, `exports.a = value`. */
function commonJs(s: TrackerState, e: any): [string, ExportedClient | null][] {
  const n = e.node;
  if (n.type !== "AssignmentExpression" || n.operator !== "=") return [];
  const target = exportTarget(n.left);
  if (!target) return [];
  const value = unwrap(n.right);
  if (target !== "default" || value?.type !== "ObjectExpression")
    return [[target, valueOrBinding(s, e.get("right"))]];
  return e
    .get("right")
    .get("properties")
    .map((p: any) => p)
    .filter(
      (p: any) =>
        (p.node.type === "Property" || p.node.type === "ObjectProperty") && !p.node.computed,
    )
    .map((p: any) => [
      memberName(p.node.key) ?? p.node.key.value,
      valueOrBinding(s, p.get("value")),
    ]);
}

function valueOrBinding(s: TrackerState, p: any): ExportedClient | null {
  const n = unwrap(p.node);
  return n?.type === "Identifier" ? bindingFact(s, p, n.name) : valueFact(s, p);
}

/** `module.exports` → `default`; `module.exports.a` / `exports.a` → `a`; else null. */
function exportTarget(left: any): string | null {
  const isModuleExports = (x: any) =>
    x?.type === "MemberExpression" &&
    !x.computed &&
    x.object.type === "Identifier" &&
    x.object.name === "module" &&
    x.property.name === "exports";
  if (isModuleExports(left)) return "default";
  if (left.type !== "MemberExpression" || left.computed) return null;
  const owner = left.object;
  const isExports =
    isModuleExports(owner) || (owner.type === "Identifier" && owner.name === "exports");
  return isExports ? left.property.name : null;
}
