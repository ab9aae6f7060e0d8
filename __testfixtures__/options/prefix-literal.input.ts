import { MultiServerMCPClient } from "@langchain/mcp-adapters";

// Tool names seen by the agent: "mcp__math__add", "mcp__weather__forecast".
export const client = new MultiServerMCPClient({
  prefixToolNameWithServerName: true,
  additionalToolNamePrefix: "mcp",
  mcpServers: {
    math: { command: "node", args: ["./math-server.js"] },
    weather: { url: "http://localhost:8000/mcp" },
  },
});
