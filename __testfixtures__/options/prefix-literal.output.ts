import { MCPAdapter } from "langchain-mcp-bridge";

// Tool names seen by the agent: "mcp__math__add", "mcp__weather__forecast".
export const client = new MCPAdapter({
  mcpServers: {
    math: { command: "node", args: ["./math-server.js"] },
    weather: { url: "http://localhost:8000/mcp" },
  },
}, { toolNames: (server, tool) => `mcp__${server}__${tool}` });
