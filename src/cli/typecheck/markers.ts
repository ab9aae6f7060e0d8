/**
 * Put `// TODO(mcp-migrate): …` lines into a file's text above the lines they speak of. A
 * line comment is only inserted where it is a comment: never inside a template literal, a
 * string, a block comment or JSX children (where `//` would be text); such a line takes the
 * nearest line above it where a comment is legal. A line that already carries a marker
 * within the two lines above it gets no second one.
 */
import type { ts as TsApi } from "ts-morph";
import { TODO_PREFIX } from "../../codemod/migration.js";
import type { Ts } from "./program.js";

export interface Mark {
  /** 1-based line of the text the mark speaks of. */
  line: number;
  message: string;
}

export interface PlacedMark extends Mark {
  /** Where the marked code sits in the new text (1-based). */
  codeLine: number;
  /** False when a marker was already there (nothing was inserted for it). */
  inserted: boolean;
}

const MARKED_WITHIN = 2;

export function insertMarkers(
  ts: Ts,
  fileName: string,
  text: string,
  marks: Mark[],
): { text: string; placed: PlacedMark[] } {
  if (!marks.length) return { text, placed: [] };
  const eol = text.includes("\r\n") ? "\r\n" : "\n";
  const lines = text.split(/\r?\n/);
  const sf = ts.createSourceFile(
    fileName,
    text,
    ts.ScriptTarget.Latest,
    true,
    kindOf(ts, fileName),
  );
  const lineStarts = sf.getLineStarts();
  const commentLegalAt = (line: number): boolean => {
    const content = lines[line - 1] ?? "";
    if (!content.trim() || (line === 1 && content.startsWith("#!"))) return false;
    const pos = lineStarts[line - 1] + (content.length - content.trimStart().length);
    return legalCommentPosition(ts, sf, pos);
  };
  // Anchor line → messages, each once.
  const anchors = new Map<number, string[]>();
  // In the order of `marks`.
  const placed: PlacedMark[] = marks.map((m) => ({ ...m, codeLine: m.line, inserted: false }));
  for (const p of [...placed].sort((a, b) => a.line - b.line)) {
    if (alreadyMarked(lines, p.line)) continue;
    let anchor = p.line;
    while (anchor > 1 && !commentLegalAt(anchor)) anchor--;
    const list = anchors.get(anchor) ?? [];
    if (!list.includes(p.message)) list.push(p.message);
    anchors.set(anchor, list);
    p.inserted = true;
  }
  const out = [...lines];
  for (const [anchor, messages] of [...anchors].sort(([a], [b]) => b - a)) {
    const indent = /^\s*/.exec(lines[anchor - 1] ?? "")![0];
    out.splice(anchor - 1, 0, ...messages.map((m) => `${indent}// ${TODO_PREFIX} ${m}`));
  }
  // Lines of the marked code in the new text: shifted by every marker inserted at or above.
  for (const p of placed) {
    let shift = 0;
    for (const [anchor, messages] of anchors) if (anchor <= p.line) shift += messages.length;
    p.codeLine = p.line + shift;
  }
  return { text: out.join(eol), placed };
}

function alreadyMarked(lines: string[], line: number): boolean {
  for (let l = line; l >= Math.max(1, line - MARKED_WITHIN); l--) {
    if ((lines[l - 1] ?? "").includes(TODO_PREFIX)) return true;
  }
  return false;
}

function kindOf(ts: Ts, fileName: string): TsApi.ScriptKind {
  if (/\.tsx$/.test(fileName)) return ts.ScriptKind.TSX;
  if (/\.jsx$/.test(fileName)) return ts.ScriptKind.JSX;
  if (/\.(c|m)?js$/.test(fileName)) return ts.ScriptKind.JS;
  return ts.ScriptKind.TS;
}

/**
 * Is a line comment legal right before `pos` (the first character of a line)? Not inside a
 * string or template literal, a block comment that began above, JSX children or a JSX tag.
 */
export function legalCommentPosition(ts: Ts, sf: TsApi.SourceFile, pos: number): boolean {
  const chain: TsApi.Node[] = [];
  let node: TsApi.Node | undefined = sf;
  while (node) {
    chain.push(node);
    node = node
      .getChildren(sf)
      .find((child) => child.getFullStart() <= pos && pos < child.getEnd());
  }
  const deepest = chain.at(-1)!;
  // In the trivia before a token: legal unless inside a block comment that starts earlier.
  if (pos < deepest.getStart(sf)) {
    const comments = ts.getLeadingCommentRanges(sf.text, deepest.getFullStart()) ?? [];
    return !comments.some((c) => c.pos < pos && pos < c.end);
  }
  for (const n of chain) {
    // Inside a JSDoc comment (parsed into nodes in JavaScript files).
    if (n.kind >= ts.SyntaxKind.FirstJSDocNode && n.kind <= ts.SyntaxKind.LastJSDocNode) {
      if (n.getStart(sf) < pos) return false;
      continue;
    }
    switch (n.kind) {
      case ts.SyntaxKind.StringLiteral:
      case ts.SyntaxKind.NoSubstitutionTemplateLiteral:
      case ts.SyntaxKind.TemplateHead:
      case ts.SyntaxKind.TemplateMiddle:
      case ts.SyntaxKind.TemplateTail:
      case ts.SyntaxKind.JsxText:
        if (n.getStart(sf) < pos) return false;
        break;
      case ts.SyntaxKind.JsxElement:
      case ts.SyntaxKind.JsxFragment:
      case ts.SyntaxKind.JsxSelfClosingElement:
      case ts.SyntaxKind.JsxOpeningElement:
      case ts.SyntaxKind.JsxClosingElement:
        // Only the very start of the outermost JSX is a JavaScript position.
        if (n.getStart(sf) < pos && !isInsideJsxExpression(ts, sf, chain, n, pos)) return false;
        break;
    }
  }
  return true;
}

/** Is `pos` inside a `{ … }` expression container below `jsx` (JavaScript again)? */
function isInsideJsxExpression(
  ts: Ts,
  sf: TsApi.SourceFile,
  chain: TsApi.Node[],
  jsx: TsApi.Node,
  pos: number,
): boolean {
  // A JSX element deeper in the chain is checked on its own turn.
  return chain
    .slice(chain.indexOf(jsx) + 1)
    .some((n) => n.kind === ts.SyntaxKind.JsxExpression && n.getStart(sf) < pos);
}
