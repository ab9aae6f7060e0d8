import { MultiServerMCPClient } from "@langchain/mcp-adapters";

export const slowClient = new MultiServerMCPClient({
  mcpServers: {
    // Indexing can take minutes; give it more room than everything else.
    indexer: {
      transport: "stdio",
      command: "node",
      args: ["dist/indexer.js"],
      defaultToolTimeout: 300_000,
      outputHandling: { resource: "content" },
    },
    quick: {
      url: "http://127.0.0.1:8933/mcp",
      defaultToolTimeout: 5_000,
    },
  },
  // Everything else: 30 s.
  defaultToolTimeout: 30_000,
  outputHandling: "content",
});
