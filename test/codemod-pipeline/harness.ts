/**
 * Shared by the whole-pipeline tests: transforms compiled from `transforms/*.ts` into a private
 * directory (so a concurrent `npm run build` cannot swap them mid-run), fixture projects copied
 * and migrated by the CLI, programs run.
 */
import { execFile } from "node:child_process";
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { promisify } from "node:util";
import {
  CACHE,
  compileTransforms,
  ROOT,
  transformEntries,
  tsconfigFor,
} from "../codemod-fixtures/engine.js";

export { CACHE, ROOT };
// The tsc helpers live with the fixtures' engine; the pipeline, CLI and feature tests use them.
export { tsconfigFor, typecheck } from "../codemod-fixtures/engine.js";

export const FIXTURES = join(ROOT, "__testfixtures__");
/** Per test process: test files run in parallel and each builds its own copy. */
export const TRANSFORMS_DIR = join(CACHE, `transforms-${process.pid}`);

/** Compile every top-level transform to CommonJS in `TRANSFORMS_DIR` (what `npm run build` does). */
export function buildTransforms(): void {
  // Copies of finished test processes are dropped.
  mkdirSync(CACHE, { recursive: true });
  for (const d of readdirSync(CACHE)) {
    const pid = Number(/^transforms-(\d+)$/.exec(d)?.[1]);
    if (pid && pid !== process.pid && !alive(pid))
      rmSync(join(CACHE, d), { recursive: true, force: true });
  }
  rmSync(TRANSFORMS_DIR, { recursive: true, force: true });
  compileTransforms(transformEntries(), TRANSFORMS_DIR);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export { basename };

const exec = promisify(execFile);
/** The behaviour tests' SDK 1.x server (stdio). */
const SERVER = join(ROOT, "test/codemod-pipeline/server.ts");

/** A copy of a fixture project in a temp dir that resolves this package's node_modules. */
export function projectCopy(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), `pipeline-${name}-`));
  cpSync(join(FIXTURES, "projects", name), dir, { recursive: true });
  symlinkSync(join(ROOT, "node_modules"), join(dir, "node_modules"), "dir");
  writeFileSync(join(dir, "package.json"), JSON.stringify({ type: "module" }));
  // tsx follows `paths`: the migrated code's `langchain-mcp-bridge` is this package's source.
  writeFileSync(join(dir, "tsconfig.json"), JSON.stringify(tsconfigFor([]), null, 2));
  return dir;
}

/** Run the codemod CLI on `dir` (with the freshly built transforms); returns the JSON report. */
export async function migrate(dir: string, extra: string[] = []): Promise<any> {
  const report = join(dir, "..", `${dir.split("/").pop()}-report.json`);
  await exec(
    process.execPath,
    [join(ROOT, "bin/codemod.cjs"), dir, "--force", "--json", report, ...extra],
    { env: { ...process.env, MCP_MIGRATE_TRANSFORMS_DIR: TRANSFORMS_DIR, NO_COLOR: "1" } },
  );
  return JSON.parse(readFileSync(report, "utf8"));
}

/** `node --import tsx <file>` in `dir`; stdout. */
export async function runProgram(dir: string, file: string): Promise<string> {
  const { stdout } = await exec(process.execPath, ["--import", "tsx", file], {
    cwd: dir,
    env: { ...process.env, BEHAVIOUR_SERVER: SERVER },
    timeout: 60_000,
  });
  return stdout;
}
