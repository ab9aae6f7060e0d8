/**
 * Parsers by file path. `.ts/.mts/.cts` use Babel's TypeScript parser without JSX, so `<T>x`
 * assertions and generic arrows parse; `.tsx` and JS files add JSX; `.d.ts` files are parsed
 * in Babel's ambient (`dts`) mode, which accepts bodiless declarations.
 */
import { createRequire } from "node:module";
import path from "node:path";
import { parserFor } from "../codemod/migration.js";
import { packageRoot } from "./migrations.js";

export interface Parser {
  parse(source: string): any;
}

let dtsParser: Parser | undefined;

/** What to hand to `jscodeshift.withParser` for `file`. */
export function parserForFile(file: string): "ts" | "tsx" | Parser {
  if (!/\.d\.[cm]?ts$/.test(file)) return parserFor(file);
  if (!dtsParser) {
    // jscodeshift's own @babel/parser and option set, plus `dts`.
    const fromPackage = createRequire(path.join(packageRoot(), "package.json"));
    const fromJscodeshift = createRequire(fromPackage.resolve("jscodeshift/package.json"));
    const babel = fromJscodeshift("@babel/parser");
    const base = fromJscodeshift(path.join("jscodeshift", "parser", "tsOptions.js"));
    const options = {
      ...base,
      plugins: base.plugins.map((p: any) =>
        p === "typescript" ? ["typescript", { dts: true }] : p,
      ),
    };
    dtsParser = { parse: (code: string) => babel.parse(code, options) };
  }
  return dtsParser;
}
