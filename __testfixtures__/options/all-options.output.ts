import { MCPAdapter } from "langchain-mcp-bridge";

export const client = new MCPAdapter({
  mcpServers: {
    math: { command: "node", args: ["./math-server.js"] },
    weather: { url: "http://localhost:8000/mcp" },
  },
}, {
  toolNames: "bare",
  timeout: 30_000,
  onConnectionError: ({ serverName, error }) => {
    console.warn(`skipping ${serverName}:`, error);
  },
});
