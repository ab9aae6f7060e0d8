import { defineConfig } from "tsup";
import { readFileSync, readdirSync } from "node:fs";

// Two packages from one build: the runtime (runtime/dist, ESM and CJS with declarations) and the
// codemod (dist: its CLI, worker and transforms).
// Transforms are compiled to CommonJS so codemod workers (and plain jscodeshift) load them
// without a Babel register step.
const transforms = readdirSync("transforms")
  .filter((f) => f.endsWith(".ts") && !f.endsWith(".d.ts"))
  .map((f) => `transforms/${f}`);

// The runtime's dependencies and peers stay imports (tsup externalizes only the root manifest's).
const runtime = JSON.parse(readFileSync("runtime/package.json", "utf8"));
const runtimeExternal = Object.keys({ ...runtime.dependencies, ...runtime.peerDependencies }).map(
  (name) => new RegExp(`^${name}($|/)`),
);

export default defineConfig([
  {
    entry: {
      index: "runtime/src/index.ts",
      "elicitation/index": "runtime/src/elicitation/index.ts",
    },
    format: ["esm", "cjs"],
    dts: true,
    // `import.meta.url` in the CJS build too (runtime/src/client/traceContext.ts resolves a peer from it).
    shims: true,
    clean: false,
    target: "node20",
    sourcemap: true,
    outDir: "runtime/dist",
    external: runtimeExternal,
  },
  {
    entry: {
      "cli/main": "src/cli/main.ts",
      "cli/worker": "src/engine/worker.ts",
      ...Object.fromEntries(transforms.map((t) => [t.replace(/\.ts$/, ""), t])),
    },
    format: ["cjs"],
    target: "node20",
    outDir: "dist",
    clean: false,
  },
]);
