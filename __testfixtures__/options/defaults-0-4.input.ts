import { MultiServerMCPClient } from "@langchain/mcp-adapters";

// 0.4/0.5 defaulted to prefixed names: "mcp__math__add".
export const client = new MultiServerMCPClient({
  mcpServers: {
    math: { transport: "stdio", command: "node", args: ["./math-server.js"] },
  },
});
