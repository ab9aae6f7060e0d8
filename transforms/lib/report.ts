/**
 * Reporting helpers on top of the contract's `ctx.todo` / `ctx.note`.
 */
import type { SourceContext } from "../../src/codemod/migration.js";

/**
 * `node` if it comes from this file's source (so its line is meaningful), else `fallback`:
 * nodes built from text by `lib/text.ts` carry positions in that text, not in the file.
 */
export function reportable(ctx: SourceContext, node: any, fallback: any): any {
  const fileLines = ctx.root.get().node.loc?.lines;
  return node?.loc && node.loc.lines === fileLines ? node : fallback;
}
