/**
 * The fixture tests drive the real engine: `transformFile` from `src/engine/transform-file.ts`,
 * which loads the compiled transforms from `dist/transforms/*.cjs`. `buildTransforms` compiles
 * `transforms/*.ts` there first (what `npm run build` does for them), so a test run never uses
 * stale transforms.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = resolve(fileURLToPath(new URL(".", import.meta.url)), "../..");

/** Newest modification time of the transform sources (top level and `lib/`). */
function newestSource(): number {
  let newest = 0;
  for (const dir of ["transforms", "transforms/lib", "src/codemod"]) {
    for (const f of readdirSync(join(ROOT, dir))) {
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

export { transformFile } from "../../src/engine/transform-file.js";
