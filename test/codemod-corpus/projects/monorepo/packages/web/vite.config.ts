import { defineConfig } from "vite";

export default defineConfig({
  build: {
    ssr: "src/server-tools.ts",
    outDir: "dist/server",
    rollupOptions: {
      // Node-only: spawned MCP servers and the adapter stay external in the SSR bundle.
      external: ["@langchain/mcp-adapters", "@modelcontextprotocol/sdk", /^node:/],
    },
  },
  ssr: {
    external: ["@langchain/mcp-adapters"],
  },
});
