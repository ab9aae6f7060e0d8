import { MultiServerMCPClient } from "@langchain/mcp-adapters";

// Callbacks are migrated by the callback transforms; here they only move with the options.
export const client = new MultiServerMCPClient({
  mcpServers: { math: { command: "node", args: ["./math-server.js"] } },
  onMessage: (log, source) => {
    console.log(source.server, log.data);
  },
});
