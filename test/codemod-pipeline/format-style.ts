/**
 * What the format matrix asserts about one output beside "reformatted, it equals the expected
 * output reformatted": the comments it holds, and the style of the lines the codemod changed.
 * Both read the code through the engine's own parser (`src/engine/parse.ts`), never by regex over
 * the text, so strings and comments that look like code do not count.
 */
import { diffLines } from "diff";
import { parserForFile } from "../../src/engine/parse.js";

export interface Style {
  quote: "'" | '"';
  semi: boolean;
  /** One level: a tab, or that many spaces. */
  indent: string;
  eol: "\n" | "\r\n";
}

/** Every comment's text with how often it occurs. */
export function commentCounts(file: string, text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const c of parserForFile(file).parse(text).comments ?? []) {
    const value = String(c.value).trim();
    counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return counts;
}

/** 1-based numbers of the lines of `after` that are not lines of `before` (a line diff). */
export function changedLines(before: string, after: string): Set<number> {
  const changed = new Set<number>();
  let line = 1;
  for (const part of diffLines(before.replace(/\r\n/g, "\n"), after.replace(/\r\n/g, "\n"))) {
    if (part.removed) continue;
    const n = part.count ?? 0;
    if (part.added) for (let k = 0; k < n; k++) changed.add(line + k);
    line += n;
  }
  return changed;
}

/** Changed lines of a JSON file indented with the other character or width. */
export function jsonIndentViolations(text: string, changed: Set<number>, style: Style): string[] {
  const lines = text.split(/\r?\n/);
  return [...changed]
    .map((n) => [n, lines[n - 1] ?? ""] as const)
    .filter(([, line]) => line.trim() && !indentOk(/^[ \t]*/.exec(line)![0], style))
    .map(([n, line]) => `line ${n}: ${JSON.stringify(line)}`);
}

function indentOk(indent: string, style: Style): boolean {
  if (style.indent === "\t") return /^\t*$/.test(indent);
  return !indent.includes("\t") && indent.length % style.indent.length === 0;
}

/** Statements that end with `;` exactly when the file uses semicolons. */
const TERMINATED = new Set([
  "ExpressionStatement",
  "VariableDeclaration",
  "ImportDeclaration",
  "ExportAllDeclaration",
  "ReturnStatement",
  "ThrowStatement",
  "BreakStatement",
  "ContinueStatement",
  "TSTypeAliasDeclaration",
  "ClassProperty",
]);

/**
 * Where the changed lines of `text` break `style`: a string literal in the other quote, a
 * statement ending (or not) with `;` against the file's habit, an indentation of the other
 * character or width, a line ending of the other kind. Empty when all is well.
 */
export function styleViolations(
  file: string,
  text: string,
  changed: Set<number>,
  style: Style,
): string[] {
  const out: string[] = [];
  const lines = text.split(/\r?\n/);
  if (style.eol === "\r\n" && /(^|[^\r])\n/.test(text)) out.push("a line ends with LF, not CRLF");
  if (style.eol === "\n" && text.includes("\r\n")) out.push("a line ends with CRLF, not LF");
  const ast = parserForFile(file).parse(text);
  const inComment = new Set<number>();
  for (const c of ast.comments ?? [])
    for (let l = c.loc.start.line + 1; l <= c.loc.end.line; l++) inComment.add(l);
  for (const n of changed) {
    const line = lines[n - 1] ?? "";
    if (!line.trim() || inComment.has(n)) continue;
    const indent = /^[ \t]*/.exec(line)![0];
    if (!indentOk(indent, style))
      out.push(`line ${n}: indented with ${JSON.stringify(indent)}: ${line.trim()}`);
  }
  for (const t of ast.tokens ?? []) {
    if (t.type?.label !== "string" || !changed.has(t.loc.start.line)) continue;
    const raw = text.slice(t.start, t.end);
    const other = style.quote === "'" ? '"' : "'";
    // A string holding the file's quote may take the other one (prettier does the same).
    if (raw.startsWith(other) && !raw.slice(1, -1).includes(style.quote))
      out.push(`line ${t.loc.start.line}: ${raw} is not in ${style.quote} quotes`);
  }
  walk(ast.program, null, (node, parent) => {
    if (!TERMINATED.has(node.type) || !changed.has(node.loc.end.line)) return;
    if (node.type === "VariableDeclaration" && parent && /^For/.test(parent.type)) return;
    if (node.declare) return;
    const ends = text[node.end - 1] === ";";
    if (ends !== style.semi)
      out.push(`line ${node.loc.end.line}: ${node.type} ${ends ? "ends" : "does not end"} with ;`);
  });
  return out;
}

function walk(node: any, parent: any, visit: (node: any, parent: any) => void): void {
  if (!node || typeof node.type !== "string") return;
  visit(node, parent);
  for (const key of Object.keys(node)) {
    if (key === "loc" || key === "comments" || /Comments$/.test(key)) continue;
    const v = node[key];
    if (Array.isArray(v)) for (const c of v) walk(c, node, visit);
    else if (v && typeof v === "object" && typeof v.type === "string") walk(v, node, visit);
  }
}
