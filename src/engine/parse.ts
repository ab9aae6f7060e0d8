/**
 * Parsers by file path. `.ts/.mts/.cts` use Babel's TypeScript parser without JSX, so `<T>x`
 * assertions and generic arrows parse; `.tsx` and JS files add JSX; `.d.ts` files are parsed
 * in Babel's ambient (`dts`) mode, which accepts bodiless declarations.
 *
 * Always jscodeshift's own `@babel/parser` copy and option set (`jscodeshift/parser/tsOptions`),
 * so the syntax check below accepts exactly what the transforms' parse accepts.
 */
import { createRequire } from "node:module";
import path from "node:path";
import { parserFor } from "../codemod/migration.js";
import { packageRoot } from "./migrations.js";

export interface Parser {
  parse(source: string): any;
}

type Kind = "ts" | "tsx" | "dts";

interface Token {
  start: number;
  end: number;
  value?: unknown;
}

let babel: { parse(code: string, options: object): { tokens?: Token[] } } | undefined;
let baseOptions: { plugins: unknown[] } & Record<string, unknown>;
const optionsByKind = new Map<string, object>();

function kindOf(file: string): Kind {
  return /\.d\.[cm]?ts$/.test(file) ? "dts" : parserFor(file);
}

/**
 * jscodeshift's Babel options for `kind` (as its `ts`/`tsx` parsers build them); without
 * `tokens`, the same grammar with less work (recast needs the tokens only to reprint).
 */
function babelOptions(kind: Kind, tokens = true): object {
  const key = `${kind}${tokens ? "+tokens" : ""}`;
  const hit = optionsByKind.get(key);
  if (hit) return hit;
  if (!babel) {
    const fromPackage = createRequire(path.join(packageRoot(), "package.json"));
    const fromJscodeshift = createRequire(fromPackage.resolve("jscodeshift/package.json"));
    babel = fromJscodeshift("@babel/parser");
    baseOptions = fromJscodeshift(path.join("jscodeshift", "parser", "tsOptions.js"));
  }
  const plugins =
    kind === "tsx"
      ? ["jsx", ...baseOptions.plugins]
      : kind === "dts"
        ? baseOptions.plugins.map((p) => (p === "typescript" ? ["typescript", { dts: true }] : p))
        : baseOptions.plugins;
  const options = { ...baseOptions, plugins, tokens };
  optionsByKind.set(key, options);
  return options;
}

const parsers = new Map<Kind, Parser>();

/** What to hand to `jscodeshift.withParser` for `file`. */
export function parserForFile(file: string): Parser {
  const kind = kindOf(file);
  let parser = parsers.get(kind);
  if (!parser) {
    const options = babelOptions(kind);
    parser = { parse: (code: string) => withTokenValues(code, babel!.parse(code, options)) };
    parsers.set(kind, parser);
  }
  return parser;
}

const LINE_BREAK = /[\r\n\u2028\u2029]/;

/**
 * recast gives every token whose `value` is not a string (punctuation, numbers, regexps) its
 * source text through its line table, which costs more than the Babel parse itself; a plain
 * slice of the parsed text is the same string for a token on one line. Tokens that span lines
 * are left to recast.
 */
function withTokenValues<T extends { tokens?: Token[] }>(code: string, ast: T): T {
  for (const token of ast.tokens ?? []) {
    if (typeof token.value === "string") continue;
    const text = code.slice(token.start, token.end);
    if (!LINE_BREAK.test(text)) token.value = text;
  }
  return ast;
}

/**
 * Throws the parser's error when `text` does not parse as `file`'s kind; the accept/refuse
 * verdict of a full jscodeshift parse at a fraction of its cost: the same Babel and options,
 * without tokens and without recast's tree copy (only needed to reprint a tree).
 */
export function assertParses(file: string, text: string): void {
  parseTree(file, text);
}

/** Babel's tree of `text` as `file`'s kind (offsets into `text`), without tokens; throws when it does not parse. */
export function parseTree(file: string, text: string): any {
  const options = babelOptions(kindOf(file), false);
  return babel!.parse(text, options);
}
