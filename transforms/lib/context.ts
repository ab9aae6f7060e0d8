/**
 * Where an `await` may be added.
 */
import type { SourceContext } from "../../src/codemod/migration.js";
import { unwrap } from "./old-package.js";
import { treeIndex } from "./tree-index.js";

/** The nearest enclosing function path, or null at module level. */
export function enclosingFunction(path: any): any | null {
  let p = path.parent;
  while (p) {
    if (/Function|ArrowFunctionExpression|ClassMethod|ObjectMethod/.test(p.node.type)) return p;
    p = p.parent;
  }
  return null;
}

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

/** Is this expression cheap and side-effect free to evaluate twice (`client`, `this.client`)? */
export function isSimpleRef(node: any): boolean {
  if (!node) return false;
  if (node.type === "Identifier" || node.type === "ThisExpression") return true;
  if (node.type === "MemberExpression" && !node.computed) return isSimpleRef(node.object);
  return false;
}

/** A callee as written: `a.b` → "a.b", `f` → "f"; anything else null. */
export function calleeName(node: any): string | null {
  const n = unwrap(node);
  if (n?.type === "Identifier") return n.name;
  if (/MemberExpression$/.test(n?.type) && !n.computed && n.object.type === "Identifier")
    return `${n.object.name}.${n.property.name}`;
  return null;
}
