import { MCPAdapter } from "langchain-mcp-bridge";

// Verbose while debugging.
const client = new MCPAdapter({
  mcpServers: {
    math: { command: "node", args: ["./math-server.js"] },
  },
}, { toolNames: "bare" });
await client.connect();

export const tools = await client.listTools();
