import { defineConfig } from "tsup";

export default defineConfig({
  entry: ["src/index.ts"],
  // Installed beside the bundle, not bundled.
  external: ["@langchain/mcp-adapters", "@langchain/core"],
  esbuildOptions(options) {
    options.alias = { "@langchain/mcp-adapters": "./src/shim.ts" };
  },
});
