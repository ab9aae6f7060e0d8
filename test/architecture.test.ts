// The rules docs/architecture.md states for the runtime, as checks over its source text.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..");
/** The codemod's folders: not the runtime. */
const CODEMOD = /^src\/(cli|codemod|engine)\//;

function runtimeFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith(".ts")) files.push(relative(ROOT, path));
    }
  };
  walk(join(ROOT, "src"));
  return files.filter((file) => !CODEMOD.test(file)).sort();
}

/** `file:line: text` of each line of the runtime's code (comments left out) matching `pattern`. */
function linesMatching(pattern: RegExp, except: (file: string) => boolean): string[] {
  const found: string[] = [];
  for (const file of runtimeFiles()) {
    if (except(file)) continue;
    readFileSync(join(ROOT, file), "utf8")
      .split("\n")
      .forEach((line, index) => {
        const code = line.replace(/\/\/.*$/, "").replace(/^\s*\*.*$/, "");
        if (pattern.test(code)) found.push(`${file}:${index + 1}: ${line.trim()}`);
      });
  }
  return found;
}

const quoted = (names: string) => `["'\`](?:${names})["'\`]`;
const compared = (names: string) =>
  new RegExp(
    `(?:[!=]==?\\s*${quoted(names)})|(?:${quoted(names)}\\s*[!=]==?)|(?:case\\s+${quoted(names)})`,
  );

describe("runtime rules", () => {
  it("no era name or protocol version is compared outside client/era.ts (code asks EraRules)", () => {
    const eraNames = compared("modern|legacy|\\d{4}-\\d{2}-\\d{2}");
    expect(linesMatching(eraNames, (file) => file === "src/client/era.ts")).toEqual([]);
  });

  it("no transport kind is compared: the client asks the description's traits", () => {
    const kinds = compared("streamable-http|sse|stdio|in-memory|custom");
    // The adapter reads the `type` of a user's config entry, which is no transport description.
    const configEntry = (file: string) => file === "src/adapter/config.ts";
    expect(linesMatching(kinds, configEntry)).toEqual([]);
  });

  it("the checks above find what they look for", () => {
    expect(compared("modern").test('if (session.era === "modern")')).toBe(true);
    expect(compared("stdio").test("case 'stdio':")).toBe(true);
    expect(compared("modern").test('const era: Era = "modern";')).toBe(false);
  });
});
