/**
 * `@langchain/langgraph` 1.x publishes its subpaths (`/prebuilt`, `/web`, …) only through
 * package.json `exports`, with no files at the package root for older resolvers (unlike
 * `@langchain/core`): a TypeScript config on node10 or classic resolution (`"moduleResolution":
 * "node"`, or none with `"module": "commonjs"`) cannot find them and the build fails (TS2307).
 * Its root does not export `createReactAgent` or `ToolNode` either, so there is nothing to
 * rewrite the import to: this pre-pass finds such imports, per migrated package.json whose
 * langgraph moves to 1.x, for `package-json` to report as an error naming the config change.
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
const SPECIFIER_RE = /["'](@langchain\/langgraph\/[\w/.-]+)["']/g;

export const node10Subpaths: PrePass<Node10Facts> = {
  name: "package-json/node10-subpaths",
  run(files, read) {
    const byPackage: Record<string, SubpathImport[]> = {};
    for (const pj of files) {
      if (path.basename(pj) !== "package.json") continue;
      const text = read(pj);
      if (!OLD_MODULES.some((m) => text.includes(m)) || !movesLanggraph(text)) continue;
      const dir = path.dirname(pj);
      const found: SubpathImport[] = [];
      for (const f of files) {
        if (!TS_RE.test(f) || f.endsWith(".d.ts") || !f.startsWith(dir + path.sep)) continue;
        const specifiers = [...read(f).matchAll(SPECIFIER_RE)].map((m) => m[1]);
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

/** Does the migration bring this package's langgraph to 1.x? (added, or raised from 0.x) */
function movesLanggraph(text: string): boolean {
  let json: any;
  try {
    json = JSON.parse(text);
  } catch {
    return false;
  }
  const ranges = ["dependencies", "devDependencies", "peerDependencies", "optionalDependencies"]
    .map((s) => json?.[s]?.["@langchain/langgraph"])
    .filter((r): r is string => typeof r === "string");
  if (!ranges.length) return true;
  return ranges.some((r) => semver.validRange(r) && semver.minVersion(r)?.major === 0);
}
