/**
 * The fixture tests drive the real engine: `transformFile` from `src/engine/transform-file.ts`,
 * which loads the compiled transforms from `dist/transforms/*.cjs`. `buildTransforms` compiles
 * `transforms/*.ts` there first (what `npm run build` does for them), so a test run never uses
 * stale transforms. `typecheck` runs one `tsc` program over many outputs (the fixtures', and
 * the whole-pipeline, CLI and feature tests' migrated code).
 */
import { execFile, execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { promisify } from "node:util";
import { fileURLToPath } from "node:url";

export const ROOT = resolve(fileURLToPath(new URL(".", import.meta.url)), "../..");

/** Newest modification time of the transform sources (top level, and `lib/` with its folders). */
function newestSource(): number {
  let newest = 0;
  for (const [dir, recursive] of [
    ["transforms", false],
    ["transforms/lib", true],
    ["src/codemod", false],
  ] as const) {
    for (const f of readdirSync(join(ROOT, dir), { recursive, encoding: "utf8" })) {
      if (f.endsWith(".ts")) newest = Math.max(newest, statSync(join(ROOT, dir, f)).mtimeMs);
    }
  }
  return newest;
}

/** Oldest compiled transform, or 0 when one is missing. */
function oldestBuilt(entries: string[]): number {
  let oldest = Infinity;
  for (const e of entries) {
    const out = join(ROOT, "dist/transforms", `${e.slice("transforms/".length, -3)}.cjs`);
    if (!existsSync(out)) return 0;
    oldest = Math.min(oldest, statSync(out).mtimeMs);
  }
  return oldest;
}

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Compile the top-level transforms to `dist/transforms/*.cjs` (tsup, CommonJS) when a source
 * is newer than the build. Test files run in parallel: a lock directory keeps two builds
 * from writing the same files while another test loads them.
 */
export function buildTransforms(): void {
  const entries = transformEntries();
  const lock = join(ROOT, "dist/.transforms-build.lock");
  mkdirSync(join(ROOT, "dist"), { recursive: true });
  for (let waited = 0; ; waited += 100) {
    if (oldestBuilt(entries) >= newestSource()) return;
    try {
      mkdirSync(lock);
      break;
    } catch {
      // Another test file is building; a lock older than two minutes is stale.
      if (waited > 120_000) rmSync(lock, { recursive: true, force: true });
      sleep(100);
    }
  }
  try {
    compileTransforms(entries, "dist/transforms");
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** The top-level transforms' sources, relative to ROOT (`transforms/<name>.ts`). */
export function transformEntries(): string[] {
  return readdirSync(join(ROOT, "transforms"))
    .filter((f) => f.endsWith(".ts") && !f.endsWith(".d.ts"))
    .map((f) => join("transforms", f));
}

/** Compile `entries` to CommonJS in `outDir` with tsup, as `npm run build` does for them. */
export function compileTransforms(entries: string[], outDir: string): void {
  execFileSync(
    process.execPath,
    [
      join(ROOT, "node_modules/tsup/dist/cli-default.js"),
      ...entries,
      "--no-config",
      "--format",
      "cjs",
      "--target",
      "node20",
      "--out-dir",
      outDir,
      "--silent",
    ],
    { cwd: ROOT, stdio: "pipe" },
  );
}

/** Scratch space inside the package, so that outputs resolve its node_modules. */
export const CACHE = join(ROOT, "node_modules", ".cache", "codemod-tests");

/** A tsconfig for code that imports `langchain-mcp-bridge` (mapped to `runtime/src/index.ts`) and langchain. */
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
      paths: { "langchain-mcp-bridge": ["runtime/src/index.ts"] },
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

export { transformFile } from "../../src/engine/transform-file.js";
