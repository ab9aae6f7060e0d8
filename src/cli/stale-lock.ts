/**
 * Before `--install` runs npm: the lockfile's entries for the packages the migration moves
 * (the LangChain family and every dependency whose range it changed) are dropped, so that npm
 * resolves them anew. Kept, they pin the old line (langgraph 0.2, its checkpoint 0.0.x, the old
 * package) whose peers on core 0.x make npm refuse the new core with ERESOLVE, even though the
 * package.json is coherent (measured on a LangChain 0.3 app: ERESOLVE with them, a clean install
 * without). Every other entry keeps its pinned version.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { replaceFile } from "./atomic-write.js";

/** Packages whose versions follow core's line: re-resolved with it. */
const FAMILY = /^(@langchain\/[^/]+|langchain|langsmith)$/;
const LOCKFILES = ["package-lock.json", "npm-shrinkwrap.json"];

/**
 * Drop the entries of `moved` (and of the LangChain family) from the npm lockfile in `dir`;
 * the number of entries dropped (0 when there is no lockfile or nothing to drop).
 */
export function forgetMovedPackages(dir: string, moved: Set<string>): number {
  const file = LOCKFILES.map((f) => path.join(dir, f)).find((f) => existsSync(f));
  if (!file) return 0;
  let lock: { packages?: Record<string, unknown>; dependencies?: Record<string, unknown> };
  try {
    lock = JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return 0;
  }
  const drops = (name: string) => moved.has(name) || FAMILY.test(name);
  let dropped = 0;
  for (const key of Object.keys(lock.packages ?? {})) {
    // `node_modules/a/node_modules/@s/b`: every package on the path counts.
    const names = key.split(/(?:^|\/)node_modules\//).filter(Boolean);
    if (names.some(drops)) {
      delete lock.packages![key];
      dropped++;
    }
  }
  // lockfileVersion 2 also keeps the npm 6 tree, by name.
  for (const name of Object.keys(lock.dependencies ?? {})) {
    if (drops(name)) delete lock.dependencies![name];
  }
  if (dropped) {
    const text = readFileSync(file, "utf8");
    const indent = /^\{\r?\n([ \t]+)"/.exec(text)?.[1] ?? "  ";
    const eol = text.includes("\r\n") ? "\r\n" : "\n";
    replaceFile(file, `${JSON.stringify(lock, null, indent).replace(/\n/g, eol)}${eol}`, () => {});
  }
  return dropped;
}

/** The dependencies whose range a package.json change moved, added or removed. */
export function movedDependencies(before: string, after: string): Set<string> {
  const specs = (text: string) => {
    const out = new Map<string, string>();
    try {
      const pkg = JSON.parse(text);
      for (const section of ["dependencies", "devDependencies", "optionalDependencies"]) {
        for (const [name, spec] of Object.entries(pkg?.[section] ?? {}))
          out.set(name, String(spec));
      }
    } catch {
      // Not JSON: nothing to compare.
    }
    return out;
  };
  const a = specs(before);
  const b = specs(after);
  return new Set([...a.keys(), ...b.keys()].filter((name) => a.get(name) !== b.get(name)));
}
