/**
 * What a module's transform reads of the pre-pass's facts, in its own (jscodeshift) tree: the
 * imported config a construction takes, and the config literals the module declares.
 */
import path from "node:path";
import type { SourceContext } from "../../../src/codemod/migration.js";
import { unwrap } from "../ast.js";
import { lookup } from "../scope.js";
import { treeIndex } from "../tree-index.js";
import type { DeclaredConfig, ImportedConfig } from "./facts.js";
import { projectConfigs } from "./prepare.js";

/**
 * The imported config `node` (an argument at `at`) stands for, when the pre-pass found it:
 * `x` bound by an import of this file, `ns.x` of a namespace import, or a call of either.
 */
export function importedConfigOf(ctx: SourceContext, at: any, node: any): ImportedConfig | null {
  const list = ctx.factsOf(projectConfigs)?.imports?.[path.resolve(ctx.file.path)];
  if (!Array.isArray(list) || !list.length) return null;
  let n = unwrap(node);
  const called = n?.type === "CallExpression";
  if (called) n = unwrap(n.callee);
  const head =
    n?.type === "Identifier"
      ? n.name
      : n?.type === "MemberExpression" && !n.computed && n.object.type === "Identifier"
        ? n.object.name
        : null;
  if (!head) return null;
  const local = n.type === "Identifier" ? head : `${head}.${n.property.name}`;
  const binding = lookup(at?.scope, head)?.getBindings()[head]?.[0];
  if (!/^Import(Default|Namespace)?Specifier$/.test(binding?.parent?.node.type ?? "")) return null;
  return list.find((x) => x.local === local && Boolean(x.called) === called) ?? null;
}

/**
 * The config literals this module declares for constructions in other modules: each one's
 * path, and whether its old options move to them.
 */
export function declaredConfigsOf(ctx: SourceContext): { path: any; moved: boolean }[] {
  const mine = ctx.factsOf(projectConfigs)?.declared?.[path.resolve(ctx.file.path)];
  if (!mine || typeof mine !== "object") return [];
  const { j } = ctx;
  const index = treeIndex(ctx);
  const out: { path: any; moved: boolean }[] = [];
  const add = (value: any, fact: DeclaredConfig) => {
    const object = literalPath(ctx, value, fact.builder);
    if (object) out.push({ path: object, moved: Boolean(fact.moved) });
  };
  // Top-level only: declarator → declaration → Program (or → `export` → Program).
  const top = (p: any) =>
    p.parent?.node.type === "Program" || p.parent?.parent?.node.type === "Program";
  index.find(j.VariableDeclarator).forEach((p: any) => {
    const fact = p.node.id.type === "Identifier" && mine[p.node.id.name];
    if (fact && top(p.parent) && p.parent.node.kind === "const") add(p.get("init"), fact);
  });
  index.find(j.FunctionDeclaration).forEach((p: any) => {
    const fact = p.node.id && mine[p.node.id.name];
    if (fact && top(p)) add(p, fact);
  });
  if (mine.default)
    index.find(j.ExportDefaultDeclaration).forEach((p: any) => {
      if (!p.node.declaration.id) add(p.get("declaration"), mine.default);
    });
  return out;
}

/** The path of the config literal of a value (as the pre-pass's `literalOf` finds it). */
function literalPath(ctx: SourceContext, p: any, called: boolean): any | null {
  let q = p;
  while (q?.node && unwrap(q.node) !== q.node) q = q.get("expression");
  if (!called) return q?.node?.type === "ObjectExpression" ? q : null;
  if (!/^(FunctionDeclaration|ArrowFunctionExpression|FunctionExpression)$/.test(q?.node?.type))
    return null;
  const body = q.get("body");
  if (body.node.type !== "BlockStatement") return literalPath(ctx, body, false);
  // A nested function's returns are its own.
  const returns = ctx
    .j(body)
    .find(ctx.j.ReturnStatement)
    .filter((r: any) => {
      let up = r.parent;
      while (up && up !== q && !/Function/.test(up.node.type)) up = up.parent;
      return up === q;
    })
    .paths();
  return returns.length === 1 ? literalPath(ctx, returns[0].get("argument"), false) : null;
}
