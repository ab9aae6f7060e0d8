/**
 * A file's own code style, read once per file from its parsed tree: the quote its strings
 * use, whether its statements end with `;`, its indentation (character and width), its line
 * ending and whether multi-line lists end with a comma. Everything the codemod writes follows
 * it: recast prints with `printOptions`, the text helpers indent with `indent`, and the engine
 * restyles the lines it changed (`src/engine/restyle.ts`).
 *
 * Positions come from the tree (recast's `loc`, which counts a tab as `tabWidth` columns),
 * never from character offsets: recast rewrites Babel's offsets in tab-indented files.
 */
export interface FileStyle {
  quote: "single" | "double";
  /** Do statements end with `;`? */
  semi: boolean;
  /** One level of indentation: `"\t"` or some spaces. */
  indent: string;
  eol: "\n" | "\r\n";
  /** Do multi-line object and array literals end with a comma? */
  trailingComma: boolean;
}

/** The style of code this project's transforms write when a file says nothing else. */
export const DEFAULT_STYLE: FileStyle = {
  quote: "double",
  semi: true,
  indent: "  ",
  eol: "\n",
  trailingComma: true,
};

/** recast's tab width when it parses (jscodeshift passes none): a tab is this many columns. */
export const PARSE_TAB_WIDTH = 4;

/** Statements whose last token is `;` in a file that uses semicolons. */
const TERMINATED = new Set([
  "ExpressionStatement",
  "VariableDeclaration",
  "ImportDeclaration",
  "ExportAllDeclaration",
  "ReturnStatement",
  "ThrowStatement",
  "TSTypeAliasDeclaration",
]);

interface Token {
  type?: { label?: string } | string;
  value?: unknown;
  loc: { start: { line: number; column: number } };
}

/**
 * Read the style of `source` from its recast tree (`file`: the `File` node jscodeshift
 * parsed, whose `loc.tokens` and `loc.lines` recast keeps).
 */
export function detectStyle(source: string, file: any): FileStyle {
  const tokens: Token[] = file?.loc?.tokens ?? file?.tokens ?? [];
  const lines = file?.loc?.lines;
  return {
    quote: quoteOf(tokens, lines),
    semi: semiOf(file?.program?.body ?? [], tokens),
    indent: indentOf(source),
    eol: eolOf(source),
    trailingComma: /,[ \t]*\r?\n[ \t]*[}\]]/.test(source),
  };
}

/** The quote most string literals use (double on a tie). */
function quoteOf(tokens: Token[], lines: any): "single" | "double" {
  if (!lines) return DEFAULT_STYLE.quote;
  let single = 0;
  let double = 0;
  for (const t of tokens) {
    const label = typeof t.type === "string" ? t.type : t.type?.label;
    if (label !== "string") continue;
    const q = lines.charAt(t.loc.start);
    if (q === "'") single++;
    else if (q === '"') double++;
  }
  return single > double ? "single" : "double";
}

/**
 * Whether most statements that could end with `;` do (their last token, by recast's token
 * index): the top-level ones first, then those in the blocks below, up to a sample.
 * A file without such statements gets the default.
 */
function semiOf(body: any[], tokens: Token[]): boolean {
  let withSemi = 0;
  let without = 0;
  const queue = [...body];
  for (let i = 0; i < queue.length && withSemi + without < SEMI_SAMPLE; i++) {
    const s = queue[i];
    if (!s || typeof s !== "object") continue;
    const node = /^Export/.test(s.type) && s.declaration ? s.declaration : s;
    if (TERMINATED.has(node.type) || /^Export(Named|Default)Declaration$/.test(node.type)) {
      if (node.declare) continue;
      const last = tokens[(node.loc?.end?.token ?? 0) - 1];
      if (last?.value === ";") withSemi++;
      else if (last) without++;
      continue;
    }
    // Statements nested in functions, classes and blocks.
    for (const key of ["body", "consequent", "alternate", "block", "handler", "finalizer"]) {
      const child = node[key];
      if (Array.isArray(child)) queue.push(...child);
      else if (child && typeof child === "object") queue.push(child);
    }
  }
  if (withSemi + without === 0) return DEFAULT_STYLE.semi;
  return withSemi >= without;
}

/** How many statements `semiOf` looks at, at most. */
const SEMI_SAMPLE = 20;

/**
 * One indentation level: a tab when most indented lines start with one, otherwise the most
 * frequent step between the space indentations of consecutive code lines.
 */
function indentOf(source: string): string {
  let tabs = 0;
  let spaces = 0;
  let previous = 0;
  const steps = new Map<number, number>();
  for (const line of source.split("\n")) {
    const ws = /^[ \t]*/.exec(line)![0];
    const rest = line.slice(ws.length);
    // Blank lines and the ` * ` lines of block comments say nothing about the unit.
    if (!rest.trim() || rest.startsWith("*")) continue;
    if (ws.startsWith("\t")) tabs++;
    else if (ws.length) spaces++;
    if (ws.includes("\t")) continue;
    const step = ws.length - previous;
    if (step >= 2 && step <= 8) steps.set(step, (steps.get(step) ?? 0) + 1);
    previous = ws.length;
  }
  if (tabs > spaces) return "\t";
  let best = 0;
  for (const [step, n] of steps) if (best === 0 || n > steps.get(best)!) best = step;
  return best ? " ".repeat(best) : DEFAULT_STYLE.indent;
}

function eolOf(text: string): "\r\n" | "\n" {
  const lf = text.indexOf("\n");
  return lf > 0 && text[lf - 1] === "\r" ? "\r\n" : "\n";
}

/** recast's print options for `style`: new lines get the file's indentation and quotes. */
export function printOptions(style: FileStyle): {
  quote: "single" | "double";
  lineTerminator: string;
  useTabs: boolean;
  tabWidth: number;
} {
  const tabs = style.indent === "\t";
  return {
    quote: style.quote,
    lineTerminator: style.eol,
    useTabs: tabs,
    // With tabs, the width recast parsed with, so that it reuses the file's own whitespace.
    tabWidth: tabs ? PARSE_TAB_WIDTH : style.indent.length,
  };
}
