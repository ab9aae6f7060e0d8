import { MultiServerMCPClient } from "@langchain/mcp-adapters";

export const client = new MultiServerMCPClient({
  mcpServers: {
    math: {
      transport: "stdio",
      command: "node",
      args: ["./math-server.js"],
      restart: { enabled: true, maxAttempts: 3, delayMs: 1000 },
      stderr: "inherit",
      encoding: "utf8",
    },
  },
});
