/**
 * The fixture tests drive the real engine: `transformFile` from `src/cli/transform-file.ts`,
 * which loads the compiled transforms from `dist/transforms/*.cjs`. `buildTransforms` compiles
 * `transforms/*.ts` there first (what `npm run build` does for them), so a test run never uses
 * stale transforms.
 */
import { execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = resolve(fileURLToPath(new URL(".", import.meta.url)), "../..");

/** Compile the top-level transforms to `dist/transforms/*.cjs` (tsup, CommonJS). */
export function buildTransforms(): void {
  const entries = readdirSync(join(ROOT, "transforms"))
    .filter((f) => f.endsWith(".ts") && !f.endsWith(".d.ts"))
    .map((f) => join("transforms", f));
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
      "dist/transforms",
      "--silent",
    ],
    { cwd: ROOT, stdio: "pipe" },
  );
}

export { transformFile } from "../../src/cli/transform-file.js";
