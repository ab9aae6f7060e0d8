/**
 * Keeping the user's formatting where a transform edits an object literal.
 *
 * recast reprints an object literal whose property list changed with its generic printer:
 * every object goes multi-line and trailing commas disappear. Instead, these helpers rebuild
 * the edited object from its own source text (cutting removed properties, splicing in the
 * current text of edited ones), parse that text, and put the parsed node in place: recast
 * then reuses that text verbatim. New code is built the same way, from text.
 */
import type { SourceContext } from "../../src/codemod/migration.js";

/** Leading whitespace of a line. */
function indentOf(line: string): string {
  return /^[ \t]*/.exec(line)![0];
}

/** Indentation of the source line where `node` starts (from its own `Lines`). */
function startIndent(node: any): string {
  const lines = node.loc?.lines;
  if (!lines) return "";
  return indentOf(lines.toString().split(/\r?\n/)[node.loc.start.line - 1] ?? "");
}

/** Remove `indent` from the start of every line but the first. */
function dedentTail(text: string, indent: string): string {
  if (!indent) return text;
  return text
    .split("\n")
    .map((l, i) => (i > 0 && l.startsWith(indent) ? l.slice(indent.length) : l))
    .join("\n");
}

/** Add `indent` to every non-empty line but the first. */
function indentTail(text: string, indent: string): string {
  if (!indent) return text;
  return text
    .split("\n")
    .map((l, i) => (i > 0 && l.length ? indent + l : l))
    .join("\n");
}

/** The current text of a node (its original text when untouched), tail lines relative. */
export function sourceOf(ctx: SourceContext, node: any): string {
  return ctx.j(node).toSource();
}

/** Parse an expression from text; printing the result reuses this text. */
export function parseExpression(ctx: SourceContext, text: string): any {
  const root = ctx.j(`__mcp_migrate__(\n${text}\n);`);
  // The wrapper call is the first call in the tree: the first statement's expression.
  const first = root.get().node.program?.body?.[0];
  if (first?.type === "ExpressionStatement" && first.expression?.type === "CallExpression")
    return first.expression.arguments[0];
  return root.find(ctx.j.CallExpression).get().node.arguments[0];
}

/** The file's indentation unit (two spaces unless the file says otherwise). */
export function indentUnit(ctx: SourceContext): string {
  const m = /\n([ \t]+)\S/.exec(ctx.file.source);
  if (!m) return "  ";
  return m[1].startsWith("\t") ? "\t" : m[1].length >= 4 && m[1].length % 4 === 0 ? "    " : "  ";
}

/** Offset of a `{line, column}` position inside `lines` text. */
function offsetIn(
  text: string,
  lineStarts: number[],
  pos: { line: number; column: number },
  base: { line: number; column: number },
): number {
  void text;
  if (pos.line === base.line) return pos.column - base.column;
  return lineStarts[pos.line - base.line] + pos.column;
}

function lineStartsOf(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === "\n") starts.push(i + 1);
  return starts;
}

/**
 * Rebuild the object literal at `path` without the properties in `remove` (and with the
 * current text of every kept property), keeping its layout: one-line objects stay on one
 * line, trailing commas and comments between properties stay.
 * Falls back to a plain property filter when the object has no source text.
 */
export function removeProperties(ctx: SourceContext, path: any, remove: Set<any>): void {
  const obj = path.node;
  const kept = obj.properties.filter((p: any) => !remove.has(p));
  const lines = obj.loc?.lines;
  const all = obj.properties as any[];
  if (!lines || all.some((p) => !p.loc || p.loc.lines !== lines)) {
    obj.properties = kept;
    return;
  }
  const text = lines.slice(obj.loc.start, obj.loc.end).toString() as string;
  const starts = lineStartsOf(text);
  const base = obj.loc.start;
  const range = (p: any) => {
    const lead = (p.comments ?? []).filter((c: any) => c.leading && c.loc);
    const s = lead.length ? lead[0].loc.start : p.loc.start;
    return { s: offsetIn(text, starts, s, base), e: offsetIn(text, starts, p.loc.end, base) };
  };
  const ranges = all.map(range);
  const edits: { s: number; e: number; text: string }[] = [];
  const lastKept = all.map((p) => !remove.has(p)).lastIndexOf(true);
  all.forEach((p, i) => {
    const r = ranges[i];
    if (remove.has(p)) {
      if (i < lastKept) {
        // Cut up to where the next property (or its leading comment) starts.
        edits.push({ s: r.s, e: ranges[i + 1].s, text: "" });
      } else if (i === all.length - 1 && lastKept >= 0) {
        // The trailing run of removed properties: cut from the end of the last kept one,
        // so its own comma (or lack of one) and the object's trailing comma stay.
        edits.push({ s: ranges[lastKept].e, e: r.e, text: "" });
      }
      return;
    }
    const current = sourceOf(ctx, p);
    const s0 = offsetIn(text, starts, p.loc.start, base);
    const original = text.slice(s0, r.e);
    if (current !== dedentTail(original, startIndent(p))) {
      edits.push({ s: s0, e: r.e, text: indentTail(current, startIndent(p)) });
    }
  });
  edits.sort((a, b) => b.s - a.s);
  let out = text;
  for (const ed of edits) out = out.slice(0, ed.s) + ed.text + out.slice(ed.e);
  if (kept.length === 0) out = "{}";
  const node = parseExpression(ctx, dedentTail(out, startIndent(obj)));
  path.replace(node);
}

/** One member of an object literal to build: `key: value`, or an existing property as is. */
export type Member = { key: string; value: any } | { prop: any };

/**
 * Build an object literal from text: on one line when it is short and every member is,
 * otherwise one member per line with the file's indentation and a trailing comma when the
 * file uses them.
 */
export function buildObject(ctx: SourceContext, members: Member[]): any {
  const texts = members.map((m) =>
    "prop" in m ? sourceOf(ctx, m.prop) : `${m.key}: ${sourceOf(ctx, m.value)}`,
  );
  const oneLine = `{ ${texts.join(", ")} }`;
  if (texts.length === 0) return parseExpression(ctx, "{}");
  if (!texts.some((t) => t.includes("\n")) && oneLine.length <= 60) {
    return parseExpression(ctx, oneLine);
  }
  const unit = indentUnit(ctx);
  const trailing = /,\s*\n\s*[}\]]/.test(ctx.file.source) ? "," : "";
  const body = texts.map((t) => unit + indentTail(t, unit)).join(",\n");
  return parseExpression(ctx, `{\n${body}${trailing}\n}`);
}
