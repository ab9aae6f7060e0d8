import { MultiServerMCPClient } from "@langchain/mcp-adapters";

const base = {
  math: { transport: "stdio" as const, command: "node", args: ["./math-server.js"] },
};

const withSearch = process.env.SEARCH_URL !== undefined;

export const client = new MultiServerMCPClient({
  mcpServers: {
    ...base,
    // Only when configured.
    ...(withSearch ? { search: { transport: "http" as const, url: process.env.SEARCH_URL! } } : {}),
  },
});
