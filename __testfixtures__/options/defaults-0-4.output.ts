import { MCPAdapter } from "langchain-mcp-bridge";

// 0.4/0.5 defaulted to prefixed names: "mcp__math__add".
export const client = new MCPAdapter({
  mcpServers: {
    math: { command: "node", args: ["./math-server.js"] },
  },
}, { toolNames: (server, tool) => `mcp__${server}__${tool}` });
