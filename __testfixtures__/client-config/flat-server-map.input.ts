import { MultiServerMCPClient } from "@langchain/mcp-adapters";

// The server map passed flat, without `mcpServers`.
const client = new MultiServerMCPClient({
  math: { transport: "stdio", command: "node", args: ["./math-server.js"] },
  weather: { transport: "http", url: "http://localhost:8000/mcp" },
});

export const tools = await client.getTools();
