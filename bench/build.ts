// Compiles bench/**/*.ts to plain ESM in bench/.corpus/build/ once per run. Workers and servers
// then start with plain `node` (~0.1 s) instead of through the tsx loader, which hooks every
// import and cost ~0.5-2 s per process here, more than the work being measured in a smoke run.
import { build } from "esbuild";
import { readdirSync } from "node:fs";
import { BUILD, REPO } from "./paths.js";

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? e.name.startsWith(".")
        ? []
        : tsFiles(`${dir}${e.name}/`)
      : e.name.endsWith(".ts")
        ? [`${dir}${e.name}`]
        : [],
  );
}

export async function buildBench(): Promise<void> {
  // Not bundled: SDKs and adapters load from node_modules exactly as in any other program.
  await build({
    entryPoints: tsFiles(`${REPO}bench/`),
    outdir: BUILD,
    outbase: `${REPO}bench/`,
    format: "esm",
    platform: "node",
    target: "node20",
    logLevel: "warning",
  });
}
