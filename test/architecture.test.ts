// The rules docs/architecture.md states for the runtime, as checks over its source text.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/** The runtime package: file names below are relative to it (`src/client/era.ts`). */
const ROOT = join(import.meta.dirname, "..", "runtime");

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
  return files.sort();
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

/** Each runtime file's imports of other runtime files (type imports too). */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const specifiers = /(?:\bfrom\s*|\bimport\s*\(?\s*)["'](\.[^"']+)["']/g;
  for (const file of runtimeFiles()) {
    const text = readFileSync(join(ROOT, file), "utf8");
    const targets = [...text.matchAll(specifiers)].map(([, specifier]) => {
      const base = join(dirname(file), specifier.replace(/\.js$/, ""));
      return existsSync(join(ROOT, `${base}.ts`)) ? `${base}.ts` : join(base, "index.ts");
    });
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/**
 * The runtime's layers, lowest first: a file imports files of its own layer or lower ones
 * (docs/architecture.md). The first pattern a file matches places it.
 */
const LAYERS: [layer: string, files: RegExp][] = [
  ["ground", /^src\/(errors|redaction|warnings)\.ts$/],
  ["transports and auth", /^src\/(transports|auth)\//],
  // What the client validates and declares of its extensions, and reads of a listed tool.
  [
    "extension options",
    /^src\/(tasks\/(options|errors)|apps\/(capability|spec)|tools\/metadata)\.ts$/,
  ],
  ["client facade", /^src\/client\/(mcpClient|clientGroup|index)\.ts$/],
  ["client", /^src\/client\//],
  ["elicitation", /^src\/elicitation\//],
  ["extensions", /^src\/(tasks|apps)\//],
  ["tools", /^src\/tools\//],
  ["adapter", /^src\/adapter\//],
  ["entry", /^src\/index\.ts$/],
];
const RANK = [
  "ground",
  "transports and auth",
  "extension options",
  "client",
  "elicitation",
  "extensions",
  "client facade",
  "tools",
  "adapter",
  "entry",
];

function layerOf(file: string): string {
  const found = LAYERS.find(([, files]) => files.test(file));
  if (!found) throw new Error(`${file} is in no layer of test/architecture.test.ts`);
  return found[0];
}

describe("the runtime's import graph", () => {
  const graph = importGraph();

  it("has no cycle", () => {
    const cycles: string[] = [];
    const state = new Map<string, "open" | "done">();
    const visit = (file: string, path: string[]) => {
      if (state.get(file) === "done") return;
      if (state.get(file) === "open") {
        cycles.push([...path.slice(path.indexOf(file)), file].join(" -> "));
        return;
      }
      state.set(file, "open");
      for (const next of graph.get(file) ?? []) visit(next, [...path, file]);
      state.set(file, "done");
    };
    for (const file of graph.keys()) visit(file, []);
    expect(cycles).toEqual([]);
  });

  it("imports only from its own layer or lower ones", () => {
    const upward: string[] = [];
    for (const [file, targets] of graph) {
      for (const target of targets) {
        if (RANK.indexOf(layerOf(target)) > RANK.indexOf(layerOf(file)))
          upward.push(`${file} (${layerOf(file)}) -> ${target} (${layerOf(target)})`);
      }
    }
    expect(upward).toEqual([]);
  });

  it("the checks read the imports and place the layers", () => {
    expect(graph.get("src/client/mcpClient.ts")).toContain("src/tasks/extension.ts");
    expect(graph.get("src/tasks/run.ts")).toContain("src/client/port.ts");
    expect(RANK.indexOf(layerOf("src/client/mcpClient.ts"))).toBeGreaterThan(
      RANK.indexOf(layerOf("src/tasks/run.ts")),
    );
    expect(RANK.indexOf(layerOf("src/tasks/run.ts"))).toBeGreaterThan(
      RANK.indexOf(layerOf("src/client/sessions.ts")),
    );
  });
});

describe("src/client", () => {
  it("has no function over 60 lines", () => {
    const long: string[] = [];
    for (const file of runtimeFiles().filter((f) => f.startsWith("src/client/"))) {
      const source = ts.createSourceFile(
        file,
        readFileSync(join(ROOT, file), "utf8"),
        ts.ScriptTarget.Latest,
        true,
      );
      const visit = (node: ts.Node) => {
        if (ts.isFunctionLike(node) && (node as { body?: ts.Node }).body) {
          const first = source.getLineAndCharacterOfPosition(node.getStart()).line;
          const last = source.getLineAndCharacterOfPosition(node.end).line;
          if (last - first + 1 > 60) long.push(`${file}:${first + 1} (${last - first + 1} lines)`);
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
    expect(long).toEqual([]);
  });
});
