/**
 * Cheap tests of a file's text that decide whether the pre-pass parses it: most files of a
 * project cannot export an old client, nor name a module that does.
 */
import path from "node:path";
import { OLD_MODULES } from "../../../src/codemod/migration.js";
import { packageNameOf } from "../module-resolution.js";
import { SOURCE_RE } from "./facts.js";

/** `from "<old>"` or `require("<old>")` (comments allowed before the string). */
const FROM_OLD = new RegExp(
  `(?:\\bfrom|\\brequire\\s*\\()(?:\\s|/\\*[\\s\\S]*?\\*/|//[^\\n]*\\n)*["'](?:${OLD_MODULES.map(
    (m) => m.replace(/[/.-]/g, "\\$&"),
  ).join("|")})["']`,
);

/**
 * Can the module export a client or the class? It needs an import (or a re-export, or a
 * `require`) of the old package and an `export` (or `exports`); and `export * from`, or the
 * class's name (a construction, a type, an `extends`): other files are not parsed.
 */
export function mayExportClient(text: string): boolean {
  if (!FROM_OLD.test(text) || !/\bexports?\b/.test(text)) return false;
  // A re-export of the class itself: `export * from`, `export { MultiServerMCPClient … }`.
  if (/\bexport\s*\*\s*from\b/.test(text)) return true;
  return text.includes("MultiServerMCPClient");
}

/**
 * Matches a text that may have a relative specifier naming one of `files`: its base name after
 * a `/` (`./client.js`, `../lib/client`), or for an `index` file its folder's name (`./client`)
 * or `.`/`..`, followed by an extension, a quote or a `/`. A superset: a match is then parsed.
 */
export function namesModules(files: string[]): RegExp {
  const stems = new Set<string>();
  const packages = new Set<string>();
  let index = false;
  for (const f of files) {
    const stem = path.basename(f).replace(SOURCE_RE, "");
    stems.add(stem);
    if (stem === "index") {
      index = true;
      stems.add(path.basename(path.dirname(f)));
    }
    const name = packageNameOf(f);
    if (name) packages.add(name);
  }
  if (stems.size === 0) return /(?!)/;
  const escape = (x: string) => x.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const named = `/(?:${[...stems].map(escape).join("|")})[./"'\`]`;
  // A workspace package by its name (`"@acme/mcp"`, `"@acme/mcp/client"`).
  const byPackage = packages.size ? `|["'\`](?:${[...packages].map(escape).join("|")})["'/\`]` : "";
  // `from "."`, `from "../"`: an index module named by its folder alone.
  return new RegExp(`${named}${byPackage}${index ? `|["'\`]\\.\\.?/?["'\`]` : ""}`);
}
