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

let babel: { parse(code: string, options: object): unknown } | undefined;
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

let dtsParser: Parser | undefined;

/** What to hand to `jscodeshift.withParser` for `file`. */
export function parserForFile(file: string): "ts" | "tsx" | Parser {
  const kind = kindOf(file);
  if (kind !== "dts") return kind;
  if (!dtsParser) {
    const options = babelOptions("dts");
    dtsParser = { parse: (code: string) => babel!.parse(code, options) };
  }
  return dtsParser;
}

/**
 * Throws the parser's error when `text` does not parse as `file`'s kind; the accept/refuse
 * verdict of a full jscodeshift parse at a fraction of its cost: the same Babel and options,
 * without tokens and without recast's tree copy (only needed to reprint a tree).
 */
export function assertParses(file: string, text: string): void {
  const options = babelOptions(kindOf(file), false);
  babel!.parse(text, options);
}
