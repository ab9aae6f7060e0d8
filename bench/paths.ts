// Paths that hold whether a module runs from bench/ (tsx) or from its compiled copy in
// bench/.corpus/build/ (plain node, see build.ts).
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

function findRepo(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const pkg = join(dir, "package.json");
    if (
      existsSync(pkg) &&
      JSON.parse(readFileSync(pkg, "utf8")).name === "langchain-mcp-bridge-codemod"
    )
      return dir + "/";
    const up = dirname(dir);
    if (up === dir) throw new Error("bench: repository root not found");
    dir = up;
  }
}

export const REPO = findRepo();
export const CORPUS = `${REPO}bench/.corpus/`;
export const BUILD = `${CORPUS}build/`;
