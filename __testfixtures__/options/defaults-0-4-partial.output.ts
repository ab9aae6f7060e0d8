import { MCPAdapter } from "langchain-mcp-bridge";

// 0.4/0.5: turning off only the server prefix still left "mcp__add".
export const client = new MCPAdapter({
  mcpServers: {
    math: { command: "node", args: ["./math-server.js"] },
  },
}, { toolNames: (_server, tool) => `mcp__${tool}` });
