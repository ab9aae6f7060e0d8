/**
 * Where an `await` may be added.
 */
import type { SourceContext } from "../../src/codemod/migration.js";
import { treeIndex } from "./tree-index.js";
import { enclosingFunction } from "./ast.js";

/** Is an ES module (top-level `await` allowed)? */
export function isEsModule(ctx: SourceContext): boolean {
  if (/\.(cjs|cts)$/.test(ctx.file.path)) return false;
  const { j, root } = ctx;
  if (/\.(mjs|mts)$/.test(ctx.file.path)) return true;
  const isModuleDecl = (n: any) =>
    j.ImportDeclaration.check(n) ||
    j.ExportNamedDeclaration.check(n) ||
    j.ExportDefaultDeclaration.check(n);
  // Such declarations sit in the program's body, or inside a `module`/`namespace` block.
  if ((root.get().node.program?.body ?? []).some(isModuleDecl)) return true;
  if (!/\b(module|namespace|global)\b/.test(ctx.file.source)) return false;
  return treeIndex(ctx).nodes(j.Node, isModuleDecl).length > 0;
}

/** May an `await` be put at `path` (inside an async function, or at the top of an ES module)? */
export function canAwait(ctx: SourceContext, path: any): boolean {
  const f = enclosingFunction(path);
  if (!f) return isEsModule(ctx);
  return Boolean(f.node.async);
}
