import { MultiServerMCPClient } from "@langchain/mcp-adapters";

export const client = new MultiServerMCPClient({
  mcpServers: {
    realtime: { transport: "websocket", url: "ws://localhost:7000/mcp" },
    math: { transport: "stdio", command: "node", args: ["./math-server.js"] },
  },
});
