import { defineConfig } from "tsup";

export default defineConfig({
  entry: ["src/server.ts", "src/cli.ts"],
  format: ["esm"],
  target: "node20",
  sourcemap: true,
  clean: true,
  // MCP adapters spawn child processes and load the SDK lazily: keep them out of the bundle.
  external: ["@langchain/mcp-adapters", "@modelcontextprotocol/sdk", "@langchain/core"],
});
