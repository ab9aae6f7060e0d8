/**
 * Once per e2e run: pack the two packages this repository publishes (the runtime,
 * `langchain-mcp-bridge`, and the codemod, `langchain-mcp-bridge-codemod`) and install both
 * into a scratch global prefix, which is how `npx langchain-mcp-bridge …` finds them from a
 * project that does not depend on them (once published, npx fetches the same packages from the
 * registry).
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

const ROOT = path.resolve(__dirname, "../..");

declare module "vitest" {
  export interface ProvidedContext {
    /** The codemod's tarball. */
    tarball: string;
    /** The runtime's tarball. */
    runtimeTarball: string;
    prefix: string;
    scratch: string;
  }
}

/** `npm pack` of one package (dist is built already: `npm test` builds it), its tarball. */
function pack(args: string[], into: string): string {
  mkdirSync(into, { recursive: true });
  execFileSync("npm", ["pack", "--ignore-scripts", "--pack-destination", into, ...args], {
    cwd: ROOT,
    stdio: ["ignore", "ignore", "inherit"],
  });
  return path.join(
    into,
    readdirSync(into).find((f) => f.endsWith(".tgz"))!,
  );
}

export default function setup(project: TestProject) {
  for (const f of ["dist/cli/main.cjs", "runtime/dist/index.js", "dist/transforms/imports.cjs"]) {
    if (!existsSync(path.join(ROOT, f))) throw new Error(`${f} is missing: run \`npm run build\``);
  }
  const scratch = mkdtempSync(path.join(os.tmpdir(), "mcp-bridge-e2e-"));
  const runtimeTarball = pack(["--workspace", "runtime"], path.join(scratch, "runtime"));
  const tarball = pack([], path.join(scratch, "codemod"));
  const prefix = path.join(scratch, "global");
  // The runtime first: the codemod depends on it, and finds it installed (it is not published).
  for (const t of [runtimeTarball, tarball]) {
    execFileSync("npm", ["install", "--global", "--prefix", prefix, "--no-audit", "--no-fund", t], {
      cwd: scratch,
      stdio: ["ignore", "ignore", "inherit"],
    });
  }
  project.provide("tarball", tarball);
  project.provide("runtimeTarball", runtimeTarball);
  project.provide("prefix", prefix);
  project.provide("scratch", scratch);
  return () => rmSync(scratch, { recursive: true, force: true });
}
