import { defineConfig } from "tsup";

export default defineConfig({
  entry: ["src/index.ts"],
  // Installed beside the bundle, not bundled.
  external: ["langchain-mcp-bridge", "@langchain/core"],
  esbuildOptions(options) {
    // TODO(mcp-migrate): `@langchain/mcp-adapters` names the old package in a way the codemod cannot rewrite (a subpath, a pattern, a key, a module declaration): make it name `langchain-mcp-bridge`, which has no subpaths
    options.alias = { "@langchain/mcp-adapters": "./src/shim.ts" };
  },
});
