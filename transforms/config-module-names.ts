/**
 * config-module-names: the old package's name in the JSON configs of the tools around a
 * program (`jest.config.json`, `tsconfig.json` `paths` and `types`, a bundler's JSON config).
 * The JSON half of the name sweep (`sweep.ts` reads source configs): a string that is the
 * module name alone, as a value, becomes the target module; a key (a `paths` alias, a
 * `moduleNameMapper` pattern) or a longer string is reported, since a JSON file has no place
 * for a marker. `package.json` and lockfiles are `package-json`'s.
 */
import { OLD_MODULES, type TextMigration } from "../src/codemod/migration.js";
import { toJscodeshiftText } from "./lib/text-migration.js";

const NAME = "config-module-names";

const SKIPPED = /(^|[\\/])node_modules[\\/]/;
/**
 * The tools' JSON configs by name: tsconfig/jsconfig (and their variants), `*.config.json`,
 * jest's, and dotfile `.*rc.json`. Not any JSON: data files, fixtures or a report of this codemod's
 * that quote the old package's name are not configs.
 */
const TOOL_CONFIG =
  /(^|[\\/])(tsconfig[^\\/]*|jsconfig[^\\/]*|[^\\/]+\.config|jest[^\\/]*|\.[^\\/]*rc)\.json$/i;
/** A JSON string token, and what follows it (a `:` makes it a key). */
const STRING = /"((?:[^"\\\n]|\\.)*)"(\s*:)?/g;

export const migration: TextMigration = {
  kind: "text",
  name: NAME,
  description:
    "Point JSON tool configs (jest, tsconfig, bundlers) at the target module where they name the old package; report keys and patterns",
  matches: (path) => TOOL_CONFIG.test(path) && !SKIPPED.test(path),
  run(text, ctx) {
    if (!OLD_MODULES.some((m) => text.includes(m))) return null;
    const target = JSON.stringify(ctx.options.targetModule);
    let out = "";
    let last = 0;
    for (const m of text.matchAll(STRING)) {
      const [token, value, colon] = m;
      if (!OLD_MODULES.some((o) => value.includes(o))) continue;
      const at = m.index!;
      if (!colon && (OLD_MODULES as readonly string[]).includes(value)) {
        out += text.slice(last, at) + target;
        last = at + value.length + 2;
        continue;
      }
      const line = text.slice(0, at).split("\n").length;
      ctx.report({
        kind: "todo",
        rule: `${NAME}/old-module-name`,
        message: `${token.slice(0, value.length + 2)} names the old package in a way the codemod cannot rewrite (${colon ? "a key: an alias or pattern" : "a subpath or pattern"}): make it name ${target}, which has no subpaths`,
        line,
        column: at - text.lastIndexOf("\n", at - 1),
      });
    }
    return last === 0 ? null : out + text.slice(last);
  },
};

export default toJscodeshiftText(migration);
