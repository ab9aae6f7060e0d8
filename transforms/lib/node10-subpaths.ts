/**
 * Some LangChain 1.x packages publish their subpaths (`@langchain/langgraph/prebuilt`, …) only
 * through package.json `exports`, with no files at the package root for older resolvers (unlike
 * `@langchain/core`, `@langchain/community` and `@langchain/classic`, which ship them): a
 * TypeScript config on node10 or classic resolution (`"moduleResolution": "node"`, or none with
 * `"module": "commonjs"`) cannot find them and the build fails (TS2307). langgraph's root does
 * not export `createReactAgent` or `ToolNode` either, so there is nothing to rewrite the import
 * to: this pre-pass finds such imports of a package the migration moves to 1.x, per migrated
 * package.json, for `package-json` to report as an error naming the config change.
 */
import path from "node:path";
import semver from "semver";
import { OLD_MODULES, type PrePass } from "../../src/codemod/migration.js";
import { resolutionOf } from "./module-resolution.js";

export interface SubpathImport {
  file: string;
  specifier: string;
  config: string;
  setting: string;
}

export interface Node10Facts {
  /** By migrated package.json (absolute). */
  byPackage: Record<string, SubpathImport[]>;
}

const TS_RE = /\.(c|m)?tsx?$/;
/** Measured (`npm view <name> files`): 1.x ships `dist/` only, so subpaths need `exports`. */
export const EXPORTS_ONLY = [
  "@langchain/langgraph",
  "@langchain/openai",
  "@langchain/anthropic",
  "@langchain/google-genai",
  "@langchain/aws",
  "@langchain/textsplitters",
];
const SPECIFIER_RE = /["']((@langchain\/[\w.-]+)\/[\w/.-]+)["']/g;

export const node10Subpaths: PrePass<Node10Facts> = {
  name: "package-json/node10-subpaths",
  run(files, read) {
    const byPackage: Record<string, SubpathImport[]> = {};
    for (const pj of files) {
      if (path.basename(pj) !== "package.json") continue;
      const text = read(pj);
      if (!OLD_MODULES.some((m) => text.includes(m))) continue;
      const moving = new Set(EXPORTS_ONLY.filter((name) => movesTo1(text, name)));
      if (!moving.size) continue;
      const dir = path.dirname(pj);
      const found: SubpathImport[] = [];
      for (const f of files) {
        if (!TS_RE.test(f) || f.endsWith(".d.ts") || !f.startsWith(dir + path.sep)) continue;
        const specifiers = [...read(f).matchAll(SPECIFIER_RE)]
          .filter((m) => moving.has(m[2]))
          .map((m) => m[1]);
        if (!specifiers.length) continue;
        const resolution = resolutionOf(f);
        if (!resolution || resolution.readsExports) continue;
        for (const specifier of new Set(specifiers))
          found.push({
            file: f,
            specifier,
            config: resolution.config,
            setting: resolution.setting,
          });
      }
      if (found.length) byPackage[pj] = found;
    }
    return { byPackage };
  },
};

/**
 * Does the migration bring `name` to 1.x here? (langgraph: added when missing; any: raised
 * from 0.x)
 */
function movesTo1(text: string, name: string): boolean {
  let json: any;
  try {
    json = JSON.parse(text);
  } catch {
    return false;
  }
  const ranges = ["dependencies", "devDependencies", "peerDependencies", "optionalDependencies"]
    .map((s) => json?.[s]?.[name])
    .filter((r): r is string => typeof r === "string");
  if (!ranges.length) return name === "@langchain/langgraph";
  return ranges.some((r) => semver.validRange(r) && semver.minVersion(r)?.major === 0);
}
