// Running a doc's examples as written: its ```ts blocks between markers, and a tsconfig that
// resolves the package's own names to this checkout's source (tsx reads it through
// TSX_TSCONFIG_PATH), so an example imports `langchain-mcp-bridge` exactly as a user does.
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = fileURLToPath(new URL("..", import.meta.url));

/** Every Markdown page a user reads: the two READMEs and docs/. */
export const DOCS = [
  "README.md",
  "runtime/README.md",
  ...readdirSync(join(ROOT, "docs"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`),
];

/** The ```ts blocks of `file` (from the repository root) between `<!-- name:start/end -->`. */
export function tsBlocks(file: string, name: string): string[] {
  const doc = readFileSync(join(ROOT, file), "utf8");
  const section = doc.slice(
    doc.indexOf(`<!-- ${name}:start -->`),
    doc.indexOf(`<!-- ${name}:end -->`),
  );
  return [...section.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1]);
}

/** Writes that tsconfig into `dir` and returns its path. */
export function sourceTsconfig(dir: string): string {
  const path = join(dir, "tsconfig.json");
  const source = (...parts: string[]) => [relative(dir, join(ROOT, "runtime", "src", ...parts))];
  writeFileSync(
    path,
    JSON.stringify({
      compilerOptions: {
        module: "NodeNext",
        moduleResolution: "NodeNext",
        paths: {
          "langchain-mcp-bridge": source("index.ts"),
          "langchain-mcp-bridge/elicitation": source("elicitation", "index.ts"),
        },
      },
    }),
  );
  return path;
}
