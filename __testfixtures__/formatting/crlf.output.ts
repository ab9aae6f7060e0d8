import { MCPAdapter } from "langchain-mcp-bridge";

// A file with Windows line endings.
const client = new MCPAdapter({
  mcpServers: {
    math: { command: "node", args: ["math.js"] },
  },
}, { toolNames: "bare" });

export const tools = await client.listTools();
export const math = client.client("math");
