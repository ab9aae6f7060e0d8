/**
 * JavaScript's types: `import("<old>").MultiServerMCPClient` in a JSDoc comment (`@type`,
 * `@param`, `@returns`, `@typedef`) gets the target module and the export's new name, as the
 * same type in TypeScript does (`imports`, `TSImportType`). A name with no counterpart keeps
 * its text and is marked on the statement the comment belongs to.
 */
import { OLD_MODULES, type SourceContext } from "../../src/codemod/migration.js";
import { mappingFor } from "./names.js";

const OLD = OLD_MODULES.map((m) => m.replace(/[/\\-]/g, "\\$&")).join("|");
/** `import("<old>")` or `import('<old>/sub')`, and the `.Name` read from it. */
const IMPORT_TYPE_SOURCE = `import\\(\\s*(["'])((?:${OLD})(?:/[^"']*)?)\\1\\s*\\)(?:\\.([A-Za-z_$][\\w$]*))?`;
const IMPORT_TYPE = new RegExp(IMPORT_TYPE_SOURCE, "g");
const HAS_IMPORT_TYPE = new RegExp(IMPORT_TYPE_SOURCE);

/** Rewrites the old module's import types in the file's comments; true when one changed. */
export function migrateJsdocImportTypes(
  ctx: SourceContext,
  markUnmapped: (node: any, name: string) => void,
): boolean {
  if (!HAS_IMPORT_TYPE.test(ctx.file.source)) return false;
  const target = ctx.options.targetModule;
  let changed = false;
  // The comments as recast attached them to nodes (what it prints), each once.
  const seen = new Set<any>();
  ctx.root.find(ctx.j.Node).forEach((path: any) => {
    for (const comment of path.node.comments ?? []) {
      if (seen.has(comment) || !comment.value.includes("import")) continue;
      seen.add(comment);
      const unmapped: string[] = [];
      const value = comment.value.replace(
        IMPORT_TYPE,
        (whole: string, quote: string, _module: string, name?: string) => {
          if (name === undefined) return `import(${quote}${target}${quote})`;
          const m = mappingFor(name);
          if (m.kind !== "rename") {
            unmapped.push(name);
            return whole;
          }
          return `import(${quote}${target}${quote}).${m.to}`;
        },
      );
      // A leading comment documents its node; a trailing one, the statement after it.
      const at = comment.trailing ? statementAfter(ctx, comment) : path.node;
      for (const name of unmapped) markUnmapped(at ?? path.node, name);
      if (value === comment.value) continue;
      // A new comment, not the old one edited (recast keeps the old object as the original
      // and printed an edited one twice beside a marker); its position keeps the blank lines.
      const comments = path.node.comments;
      const line = comment.type === "CommentLine" || comment.type === "Line";
      const make = line ? ctx.j.commentLine : ctx.j.commentBlock;
      const replaced = make(value, comment.leading, comment.trailing);
      comments[comments.indexOf(comment)] = Object.assign(replaced, { loc: comment.loc });
      changed = true;
    }
  });
  return changed;
}

/** The outermost statement that starts first after `comment` (the one it documents). */
function statementAfter(ctx: SourceContext, comment: any): any {
  const after = comment.loc?.end.line;
  let best: any;
  ctx.root.find(ctx.j.Statement).forEach((path: any) => {
    const line = path.node.loc?.start.line;
    if (line === undefined || line <= after) return;
    if (best === undefined || line < best.loc.start.line) best = path.node;
  });
  return best;
}
