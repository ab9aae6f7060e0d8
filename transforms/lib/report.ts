/**
 * Reporting helpers on top of the contract's `ctx.todo` / `ctx.note`.
 */
import { TODO_PREFIX, type SourceContext } from "../../src/codemod/migration.js";

/** The statement path that holds `path` (what `ctx.todo` puts its marker on). */
export function statementPath(j: any, path: any): any {
  let p = path;
  while (p && p.parent && !j.Statement.check(p.node)) p = p.parent;
  while (p && p.parent && j.ExportNamedDeclaration.check(p.parent.node)) p = p.parent;
  return p;
}

/**
 * `ctx.todo`, but silent when the statement already carries this exact marker: a second run
 * over code that still holds the construct must report nothing new.
 */
export function todoOnce(
  ctx: SourceContext,
  path: any,
  rule: string,
  message: string,
  node: any = path.node,
): void {
  const stmt = statementPath(ctx.j, path)?.node;
  const already = (stmt?.comments ?? []).some(
    (c: any) => String(c.value).includes(TODO_PREFIX) && String(c.value).includes(message),
  );
  if (already) return;
  ctx.todo(node, rule, message);
}

/**
 * `node` if it comes from this file's source (so its line is meaningful), else `fallback`:
 * nodes built from text by `lib/text.ts` carry positions in that text, not in the file.
 */
export function reportable(ctx: SourceContext, node: any, fallback: any): any {
  const fileLines = ctx.root.get().node.loc?.lines;
  return node?.loc && node.loc.lines === fileLines ? node : fallback;
}
