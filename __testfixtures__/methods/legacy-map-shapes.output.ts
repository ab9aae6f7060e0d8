import { MCPAdapter } from "langchain-mcp-bridge";

const client = new MCPAdapter({
  mcpServers: {
    math: { command: "node", args: ["./math-server.js"] },
  },
}, { toolNames: "bare" });

// 0.2: initializeConnections() resolved to a Map of tools per server.
export const fromInit = (await client.listTools());
export const flat = await client.listTools();
