import { MultiServerMCPClient } from "@langchain/mcp-adapters";

export const client = new MultiServerMCPClient({
  mcpServers: {
    math: { command: "node", args: ["./math-server.js"], outputHandling: "content" },
    weather: { url: "http://localhost:8000/mcp", defaultToolTimeout: 5_000 },
  },
  throwOnLoadError: false,
  useStandardContentBlocks: false,
  outputHandling: { resource: "content" },
  defaultToolTimeout: 30_000,
  onConnectionError: ({ serverName, error }) => {
    console.warn(`skipping ${serverName}:`, error);
  },
});
