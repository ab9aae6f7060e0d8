/**
 * Where old clients are constructed: `new MultiServerMCPClient(…)`, `MultiServerMCPClient
 * .fromConfigFile(…)` and `super(…)` in a subclass, each with its config argument. The class is
 * matched by its import source, never by its name.
 */
import type { SourceContext } from "../../../src/codemod/migration.js";
import { getOldBindings, oldExportOf } from "../old-package.js";
import { treeIndex } from "../tree-index.js";
import { enclosingClass } from "./positions.js";

export const CLIENT_CLASS = "MultiServerMCPClient";

export interface Construction {
  /**
   * Path of the `NewExpression` (or the `fromConfigFile` `CallExpression`, or the `super(…)`
   * call in the constructor of a subclass of the old class).
   */
  path: any;
  kind: "new" | "fromConfigFile" | "super";
  /** The config argument (first argument), if any. */
  config: any | null;
}

/** Is `node` (seen at `path`) the old client class? */
export function isClientClass(ctx: SourceContext, path: any, node: any): boolean {
  return oldExportOf(ctx, path, node) === CLIENT_CLASS;
}

/** Does the file import the old class from another module that re-exports it? */
function importsOldClass(ctx: SourceContext): boolean {
  return [...getOldBindings(ctx).values()].some((list) =>
    list.some((b) => b.exported === CLIENT_CLASS && b.reexported),
  );
}

/** Every construction of an old client in the file. */
export function findConstructions(ctx: SourceContext): Construction[] {
  const { j } = ctx;
  const out: Construction[] = [];
  // Every construction names the class (`new X`, `X.fromConfigFile`, `m.X`, a destructured
  // alias of it) or a re-export of it from another module (the pre-pass's facts): a file
  // with neither has none, and costs no traversal.
  if (!ctx.file.source.includes(CLIENT_CLASS) && !importsOldClass(ctx)) return out;
  const index = treeIndex(ctx);
  index.find(j.NewExpression).forEach((p: any) => {
    if (!isClientClass(ctx, p, p.node.callee)) return;
    out.push({ path: p, kind: "new", config: p.node.arguments[0] ?? null });
  });
  // `super(config)` in a subclass: its config migrates like a construction's.
  if (/\bsuper\s*\(/.test(ctx.file.source))
    index
      .find(j.CallExpression, (n: any) => n.callee.type === "Super")
      .forEach((p: any) => {
        const cls = enclosingClass(p);
        if (!cls?.superClass || !isClientClass(ctx, p, cls.superClass)) return;
        out.push({ path: p, kind: "super", config: p.node.arguments[0] ?? null });
      });
  if (!ctx.file.source.includes("fromConfigFile")) return out;
  index.find(j.CallExpression).forEach((p: any) => {
    const c = p.node.callee;
    if (
      c.type === "MemberExpression" &&
      !c.computed &&
      c.property.type === "Identifier" &&
      c.property.name === "fromConfigFile" &&
      isClientClass(ctx, p, c.object)
    ) {
      out.push({ path: p, kind: "fromConfigFile", config: p.node.arguments[0] ?? null });
    }
  });
  return out;
}

/** Does this type annotation name the old class (`X`, `X | undefined`, `Promise<X>`)? */
export function isClientType(ctx: SourceContext, path: any, type: any): boolean {
  let t = type;
  if (t?.type === "TSTypeAnnotation") t = t.typeAnnotation;
  if (!t) return false;
  if (t.type === "TSUnionType") return t.types.some((x: any) => isClientType(ctx, path, x));
  if (t.type === "TSParenthesizedType") return isClientType(ctx, path, t.typeAnnotation);
  if (t.type === "TSTypeReference") {
    const name = t.typeName;
    if (name.type === "Identifier" && name.name === "Promise") {
      const arg = t.typeParameters?.params?.[0];
      return arg ? isClientType(ctx, path, arg) : false;
    }
    return oldExportOf(ctx, path, name) === CLIENT_CLASS;
  }
  return false;
}
