/**
 * Shared by the whole-pipeline tests: transforms compiled from `transforms/*.ts` into a private
 * directory (so a concurrent `npm run build` cannot swap them mid-run), fixture projects copied
 * and migrated by the CLI, programs run, and one `tsc` run over many outputs.
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
import { basename, dirname, join } from "node:path";
import { promisify } from "node:util";
import { compileTransforms, ROOT, transformEntries } from "../codemod-fixtures/engine.js";

export { ROOT };

export const FIXTURES = join(ROOT, "__testfixtures__");
/** Scratch space inside the package, so that outputs resolve its node_modules. */
export const CACHE = join(ROOT, "node_modules", ".cache", "codemod-pipeline");
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

/** A tsconfig for code that imports `langchain-mcp-bridge` (mapped to `src/index.ts`) and langchain. */
export function tsconfigFor(files: string[]): object {
  return {
    compilerOptions: {
      target: "ES2022",
      lib: ["ES2022", "ESNext.Disposable", "DOM"],
      module: "NodeNext",
      moduleResolution: "NodeNext",
      strict: true,
      skipLibCheck: true,
      noEmit: true,
      types: ["node"],
      baseUrl: ROOT,
      paths: { "langchain-mcp-bridge": ["src/index.ts"] },
    },
    files,
  };
}

/**
 * Type-check `files` (name → text) in one `tsc` program; returns tsc's diagnostics text
 * (empty when clean). Files are written under `CACHE/<dir>`.
 */
export async function typecheck(dir: string, files: Record<string, string>): Promise<string> {
  const at = join(CACHE, dir);
  rmSync(at, { recursive: true, force: true });
  mkdirSync(at, { recursive: true });
  writeFileSync(join(at, "package.json"), JSON.stringify({ type: "module" }));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(at, name)), { recursive: true });
    writeFileSync(join(at, name), text);
  }
  writeFileSync(
    join(at, "tsconfig.json"),
    JSON.stringify(tsconfigFor(Object.keys(files)), null, 2),
  );
  try {
    await promisify(execFile)(
      process.execPath,
      [join(ROOT, "node_modules/typescript/bin/tsc"), "-p", join(at, "tsconfig.json")],
      { cwd: at, maxBuffer: 1 << 24 },
    );
    return "";
  } catch (e: any) {
    // Only diagnostics in the checked files count: the runtime's own source is checked (and
    // owned) elsewhere.
    const out = String(e.stdout || e.message);
    return out
      .split("\n")
      .filter((l) => /error TS/.test(l) && !l.startsWith("../"))
      .join("\n");
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
