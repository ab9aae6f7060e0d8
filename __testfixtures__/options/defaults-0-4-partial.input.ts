import { MultiServerMCPClient } from "@langchain/mcp-adapters";

// 0.4/0.5: turning off only the server prefix still left "mcp__add".
export const client = new MultiServerMCPClient({
  mcpServers: {
    math: { transport: "stdio", command: "node", args: ["./math-server.js"] },
  },
  prefixToolNameWithServerName: false,
});
