import { MCPAdapter } from "langchain-mcp-bridge";

// Callbacks are migrated by the callback transforms; here they only move with the options.
export const client = new MCPAdapter({
  mcpServers: { math: { command: "node", args: ["./math-server.js"] } },
}, {
  toolNames: "bare",
  logHandler: (log, source) => {
    console.log(source.server, log.data);
  },
});
