/**
 * The last step of printing: the lines the codemod wrote get the file's quotes, semicolons
 * and indentation character. recast prints every statement it builds with `;` (and indents
 * some reprinted lines with spaces), and code a transform builds from text carries that
 * text's quotes; a single-quoted, semicolon-less or tab-indented file gets them in its own
 * style here, once, whatever transform wrote them. Lines the original already had
 * are never touched. Positions come from parsing the output (Babel offsets), not from text
 * patterns, so strings and comments that look like code are safe.
 */
import { PARSE_TAB_WIDTH, type FileStyle } from "../codemod/style.js";
import { parseTree } from "./parse.js";

/** Statements that end with `;` in a file that uses semicolons. */
const TERMINATED = new Set([
  "ExpressionStatement",
  "VariableDeclaration",
  "ImportDeclaration",
  "ExportNamedDeclaration",
  "ExportDefaultDeclaration",
  "ExportAllDeclaration",
  "ReturnStatement",
  "ThrowStatement",
  "BreakStatement",
  "ContinueStatement",
  "DebuggerStatement",
  "TSTypeAliasDeclaration",
  "TSExportAssignment",
  "TSImportEqualsDeclaration",
  "ClassProperty",
  "ClassPrivateProperty",
  "ClassAccessorProperty",
]);

/**
 * A `;` may go only where the next line cannot continue the statement (ASI would not end it
 * before these).
 */
const CONTINUES = /^[([`+\-*/%,.<>=&|?!:]/;

interface Edit {
  start: number;
  end: number;
  text: string;
}

/** `output` with the lines that `original` does not have put in `style`. */
export function restyle(file: string, original: string, output: string, style: FileStyle): string {
  const tabs = style.indent === "\t";
  if (style.quote === "double" && style.semi && !tabs) return output;
  const changed = newLines(original, output);
  if (changed.size === 0) return output;
  const ast = parseTree(file, output);
  const edits: Edit[] = [];
  const lineOf = (n: any) => n.loc.start.line;
  // Lines inside a template literal are the string's own text, never indentation.
  const inTemplate = new Set<number>();
  visit(ast.program, null, (node, parent) => {
    if (node.type === "TemplateElement")
      for (let l = node.loc.start.line + 1; l <= node.loc.end.line; l++) inTemplate.add(l);
    if (style.quote === "single" && isPlainString(node, parent) && changed.has(lineOf(node))) {
      const raw = output.slice(node.start, node.end);
      const single = toSingle(raw);
      if (single !== raw) edits.push({ start: node.start, end: node.end, text: single });
    }
    if (!style.semi && TERMINATED.has(node.type) && changed.has(node.loc.end.line)) {
      if (node.type === "VariableDeclaration" && parent && /^For/.test(parent.type)) return;
      // `export const x = 1;` ends with its declaration's `;`, seen on its own.
      if (node.type === "ExportNamedDeclaration" && node.declaration) return;
      const end = node.end;
      if (output[end - 1] !== ";") return;
      const rest = skipComments(output, end);
      // Another statement on the same line, or a next line that would continue this one.
      if (!rest.newline && rest.at < output.length) return;
      if (CONTINUES.test(output.slice(rest.at, rest.at + 1))) return;
      edits.push({ start: end - 1, end, text: "" });
    }
  });
  if (tabs) edits.push(...tabIndents(output, changed, inTemplate));
  if (edits.length === 0) return output;
  edits.sort((a, b) => b.start - a.start);
  let out = output;
  for (const e of edits) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  return out;
}

/** Leading spaces of written lines in a tab-indented file, as tabs (recast's tab width). */
function tabIndents(output: string, changed: Set<number>, skip: Set<number>): Edit[] {
  const edits: Edit[] = [];
  let start = 0;
  let line = 1;
  while (start <= output.length) {
    const eol = output.indexOf("\n", start);
    const end = eol < 0 ? output.length : eol;
    if (changed.has(line) && !skip.has(line)) {
      const ws = /^[ \t]*/.exec(output.slice(start, end))![0];
      if (ws.includes(" ")) {
        let columns = 0;
        for (const ch of ws) columns = ch === "\t" ? columns + PARSE_TAB_WIDTH : columns + 1;
        const indent =
          "\t".repeat(Math.floor(columns / PARSE_TAB_WIDTH)) +
          " ".repeat(columns % PARSE_TAB_WIDTH);
        if (indent !== ws) edits.push({ start, end: start + ws.length, text: indent });
      }
    }
    if (eol < 0) break;
    start = eol + 1;
    line++;
  }
  return edits;
}

/** Where the code after `from` resumes past spaces and comments, and whether a line ended. */
function skipComments(text: string, from: number): { at: number; newline: boolean } {
  let i = from;
  let newline = false;
  for (;;) {
    const ws = /^\s*/.exec(text.slice(i, i + 200))![0];
    if (ws.includes("\n")) newline = true;
    i += ws.length;
    if (text.startsWith("//", i)) {
      const eol = text.indexOf("\n", i);
      i = eol < 0 ? text.length : eol;
    } else if (text.startsWith("/*", i)) {
      const close = text.indexOf("*/", i + 2);
      i = close < 0 ? text.length : close + 2;
    } else if (ws.length === 0) return { at: i, newline };
  }
}

/**
 * 1-based numbers of the output lines that are not lines of the original: what the codemod
 * wrote. (A written line equal to one the file already has is already in its style.)
 */
function newLines(original: string, output: string): Set<number> {
  const had = new Set(original.split(/\r?\n/));
  const out = new Set<number>();
  output.split(/\r?\n/).forEach((line, i) => {
    if (!had.has(line)) out.add(i + 1);
  });
  return out;
}

/** A string literal in code (JSX attribute values keep their double quotes, as prettier's). */
function isPlainString(node: any, parent: any): boolean {
  if (node.type !== "StringLiteral" && node.type !== "DirectiveLiteral") return false;
  return !(parent && parent.type === "JSXAttribute");
}

/** `"text"` as `'text'`, unless the text holds a `'` or an escaped quote (left as it is). */
function toSingle(raw: string): string {
  if (!raw.startsWith('"')) return raw;
  const body = raw.slice(1, -1);
  if (body.includes("'") || /\\["']/.test(body)) return raw;
  return `'${body}'`;
}

function visit(node: any, parent: any, fn: (node: any, parent: any) => void): void {
  if (!node || typeof node.type !== "string") return;
  fn(node, parent);
  for (const key in node) {
    if (key === "loc" || key === "extra" || key.endsWith("omments")) continue;
    const value = node[key];
    if (Array.isArray(value)) {
      for (const child of value)
        if (child && typeof child.type === "string") visit(child, node, fn);
    } else if (value && typeof value.type === "string") visit(value, node, fn);
  }
}
