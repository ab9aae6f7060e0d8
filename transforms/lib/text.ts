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
import { printOptions } from "../../src/codemod/style.js";

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
  // Text the helpers splice and compare is LF; the engine's print gives the file's EOLs.
  return ctx.j(node).toSource({ ...printOptions(ctx.style), lineTerminator: "\n" });
}

/**
 * The current text of a node without the comments recast attached to it: what replaces the
 * node's own range when an object literal is rebuilt from its text (the comments around it
 * are kept by that text already; printing them with the node would write them twice).
 */
function ownText(ctx: SourceContext, node: any): string {
  const comments = node.comments;
  if (!comments?.length) return sourceOf(ctx, node);
  node.comments = null;
  try {
    return sourceOf(ctx, node);
  } finally {
    node.comments = comments;
  }
}

/**
 * Parse an expression from text; printing the result reuses this text. Text moved out of a
 * class method (a callback reading `this.#field`, `super.x`) parses only inside a class: on a
 * syntax error it is parsed again inside an async method of a class declaring its private names.
 */
export function parseExpression(ctx: SourceContext, text: string): any {
  const call = `__mcp_migrate__(\n${text}\n);`;
  let root;
  try {
    root = ctx.j(call);
  } catch (error) {
    const privates = [...new Set(text.match(/#[A-Za-z_$][\w$]*/g) ?? [])];
    const fields = privates.map((name) => `${name};`).join(" ");
    try {
      root = ctx.j(`class __mcp_migrate_scope__ { ${fields} async __mcp_migrate__() { ${call} } }`);
    } catch {
      throw error;
    }
  }
  return root.find(ctx.j.CallExpression, { callee: { name: "__mcp_migrate__" } }).get().node
    .arguments[0];
}

/** A destructuring pattern parsed from its text (`{ a, b: c }`): printing it reuses this text. */
export function parsePattern(ctx: Pick<SourceContext, "j">, text: string): any {
  return ctx.j(`const ${text} = x;`).find(ctx.j.VariableDeclarator).get().node.id;
}

/** The file's indentation unit (its own, or two spaces when it has none). */
export function indentUnit(ctx: SourceContext): string {
  return ctx.style.indent;
}

interface Pos {
  line: number;
  column: number;
}

const before = (a: Pos, b: Pos) => a.line < b.line || (a.line === b.line && a.column < b.column);
const copy = (p: Pos): Pos => ({ line: p.line, column: p.column });

/**
 * The comments between an object's properties, wherever recast attached them, in order of
 * position (comments inside a property's own range go with its text anyway).
 */
function commentsBetween(props: any[]): any[] {
  const all = props.flatMap((p) => (p.comments ?? []).filter((c: any) => c.loc));
  return all.sort((a, b) => (before(a.loc.start, b.loc.start) ? -1 : 1));
}

/**
 * Rebuild the object literal at `path` without the properties in `remove` (and with the
 * current text of every kept property), keeping its layout: one-line objects stay on one
 * line, the trailing comma (or its absence) and every comment that is not a removed
 * property's own stay. A property's own comments are the ones on the lines right above it
 * (after the previous property's line) and the ones after it on its last line.
 *
 * Every position is recast's (`loc`, `Lines.slice`), which keeps tabs and CRLF as they are.
 * Falls back to a plain property filter when the object has no source text.
 */
export function removeProperties(ctx: SourceContext, path: any, remove: Set<any>): void {
  const obj = path.node;
  const all = obj.properties as any[];
  const kept = all.filter((p) => !remove.has(p));
  const lines = obj.loc?.lines;
  const tokens: any[] | undefined = obj.loc?.tokens;
  if (!lines || !tokens || all.some((p) => !p.loc || p.loc.lines !== lines)) {
    obj.properties = kept;
    return;
  }
  const comments = commentsBetween(all);
  // Where a property's own text starts: its first own-line comment above, or itself.
  const ownStart = (i: number): Pos => {
    const after = i === 0 ? obj.loc.start : all[i - 1].loc.end;
    const own = comments.find(
      (c) =>
        c.loc.start.line > after.line &&
        before(after, c.loc.start) &&
        before(c.loc.start, all[i].loc.start),
    );
    return copy(own ? own.loc.start : all[i].loc.start);
  };
  // The comma right after a property (recast's token index points past the node).
  const commaAfter = (p: any): any | undefined => {
    const t = tokens[p.loc.end.token];
    return t && t.value === "," ? t : undefined;
  };
  // Where a property's own text ends: past its comma and the comments on its last line.
  const ownEnd = (p: any): Pos => {
    let end = copy(commaAfter(p)?.loc.end ?? p.loc.end);
    for (const c of comments)
      if (c.loc.start.line === p.loc.end.line && !before(c.loc.start, end)) end = copy(c.loc.end);
    return end;
  };
  const edits: { s: Pos; e: Pos; text: string }[] = [];
  const lastKept = all.map((p) => !remove.has(p)).lastIndexOf(true);
  all.forEach((p, i) => {
    if (remove.has(p)) {
      // Up to where the next property's own text starts (a later one is kept).
      if (i < lastKept) edits.push({ s: ownStart(i), e: ownStart(i + 1), text: "" });
      return;
    }
    const current = ownText(ctx, p);
    const original = lines.slice(p.loc.start, p.loc.end).toString();
    if (current !== dedentTail(original, startIndent(p))) {
      edits.push({
        s: copy(p.loc.start),
        e: copy(p.loc.end),
        text: indentTail(current, startIndent(p)),
      });
    }
  });
  if (lastKept >= 0 && lastKept < all.length - 1) {
    // The trailing run of removed properties goes from the end of the last kept one's own
    // text; that one's comma stays only when the object had a trailing comma.
    const last = all[lastKept];
    const trailingComma = commaAfter(all[all.length - 1]);
    const comma = commaAfter(last);
    edits.push({ s: ownEnd(last), e: ownEnd(all[all.length - 1]), text: "" });
    if (comma && !trailingComma)
      edits.push({ s: copy(comma.loc.start), e: copy(comma.loc.end), text: "" });
  }
  edits.sort((a, b) => (before(a.s, b.s) ? -1 : 1));
  let out = "";
  let at: Pos = copy(obj.loc.start);
  for (const ed of edits) {
    out += lines.slice(at, ed.s).toString() + ed.text;
    at = ed.e;
  }
  out += lines.slice(at, obj.loc.end).toString();
  if (kept.length === 0) out = "{}";
  const node = parseExpression(ctx, dedentTail(out, startIndent(obj)));
  path.replace(node);
}

/**
 * Add `text` (one `key: value` member) at the end of the object literal at `path`, keeping the
 * object's layout: a one-line object stays on one line; a multi-line one gets a new line with
 * the last member's indentation after that member's own comments, and a trailing comma when
 * the object had one. When something inside was already rewritten, recast prints the member.
 */
export function addProperty(ctx: SourceContext, path: any, text: string): void {
  const obj = path.node;
  const lines = obj.loc?.lines;
  const last = obj.properties[obj.properties.length - 1];
  const tokens: any[] | undefined = obj.loc?.tokens;
  const original = lines ? lines.slice(obj.loc.start, obj.loc.end).toString() : "";
  if (
    !tokens ||
    !last?.loc ||
    last.loc.lines !== lines ||
    ownText(ctx, obj) !== dedentTail(original, startIndent(obj))
  ) {
    obj.properties.push(parseExpression(ctx, `{ ${text} }`).properties[0]);
    ctx.changed();
    return;
  }
  const next = tokens[last.loc.end.token];
  const comma = next?.value === "," ? next : undefined;
  const piece = (from: Pos, to: Pos) => lines.slice(from, to).toString() as string;
  let out: string;
  if (obj.loc.start.line === obj.loc.end.line) {
    const rest = comma ? comma.loc.end : last.loc.end;
    out = `${piece(obj.loc.start, last.loc.end)}, ${text}${piece(rest, obj.loc.end)}`;
  } else {
    let at: Pos = copy(comma ? comma.loc.end : last.loc.end);
    for (const c of commentsBetween([last]))
      if (c.loc.start.line === last.loc.end.line && !before(c.loc.start, at)) at = copy(c.loc.end);
    const head = comma
      ? piece(obj.loc.start, at)
      : `${piece(obj.loc.start, last.loc.end)},${piece(last.loc.end, at)}`;
    const member = `${startIndent(last)}${text}${comma ? "," : ""}`;
    out = dedentTail(`${head}\n${member}${piece(at, obj.loc.end)}`, startIndent(obj));
  }
  path.replace(parseExpression(ctx, out));
  ctx.changed();
}

/**
 * One member of an object literal to build: `key: value` (with the leading comments of the
 * property it comes from, `from`), or an existing property as is.
 */
export type Member = { key: string; value: any; from?: any } | { prop: any };

/** The leading comments of a node, as lines of source text. */
function leadingComments(node: any): string[] {
  return (node?.comments ?? [])
    .filter((c: any) => c.leading)
    .map((c: any) =>
      c.type === "CommentLine" || c.type === "Line" ? `//${c.value}` : `/*${c.value}*/`,
    );
}

/**
 * Build an object literal from text: on one line when it is short and every member is,
 * otherwise one member per line with the file's indentation and a trailing comma when the
 * file uses them.
 */
export function buildObject(ctx: SourceContext, members: Member[]): any {
  const texts = members.map((m) =>
    "prop" in m
      ? sourceOf(ctx, m.prop)
      : [...leadingComments(m.from), `${m.key}: ${sourceOf(ctx, m.value)}`].join("\n"),
  );
  const oneLine = `{ ${texts.join(", ")} }`;
  if (texts.length === 0) return parseExpression(ctx, "{}");
  if (!texts.some((t) => t.includes("\n")) && oneLine.length <= 60) {
    return parseExpression(ctx, oneLine);
  }
  const unit = indentUnit(ctx);
  const trailing = ctx.style.trailingComma ? "," : "";
  const body = texts.map((t) => unit + indentTail(t, unit)).join(",\n");
  return parseExpression(ctx, `{\n${body}${trailing}\n}`);
}
