import { MCPAdapter } from "langchain-mcp-bridge";

// The server map passed flat, without `mcpServers`.
const client = new MCPAdapter({
  mcpServers: {
    math: { command: "node", args: ["./math-server.js"] },
    weather: { url: "http://localhost:8000/mcp" },
  },
}, { toolNames: "bare" });

export const tools = await client.listTools();
