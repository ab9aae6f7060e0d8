/**
 * Once per e2e run: pack this package (the tarball users would install) and install it into a
 * scratch global prefix, which is how `npx langchain-mcp-bridge …` finds it from a project
 * that does not depend on it (once published, npx fetches the same package from the registry).
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

const ROOT = path.resolve(__dirname, "../..");

declare module "vitest" {
  export interface ProvidedContext {
    tarball: string;
    prefix: string;
    scratch: string;
  }
}

export default function setup(project: TestProject) {
  for (const f of ["dist/cli/main.cjs", "dist/index.js", "dist/transforms/imports.cjs"]) {
    if (!existsSync(path.join(ROOT, f))) throw new Error(`${f} is missing: run \`npm run build\``);
  }
  const scratch = mkdtempSync(path.join(os.tmpdir(), "mcp-bridge-e2e-"));
  // dist is built already (`npm test` builds it): pack it as it is.
  execFileSync("npm", ["pack", "--ignore-scripts", "--pack-destination", scratch], {
    cwd: ROOT,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const tarball = path.join(
    scratch,
    readdirSync(scratch).find((f) => f.endsWith(".tgz"))!,
  );
  const prefix = path.join(scratch, "global");
  execFileSync(
    "npm",
    ["install", "--global", "--prefix", prefix, "--no-audit", "--no-fund", tarball],
    { cwd: scratch, stdio: ["ignore", "ignore", "inherit"] },
  );
  project.provide("tarball", tarball);
  project.provide("prefix", prefix);
  project.provide("scratch", scratch);
  return () => rmSync(scratch, { recursive: true, force: true });
}
