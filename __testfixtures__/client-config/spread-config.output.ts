import { MCPAdapter } from "langchain-mcp-bridge";

const base = {
  math: { command: "node", args: ["./math-server.js"] },
};

const withSearch = process.env.SEARCH_URL !== undefined;

export const client = new MCPAdapter({
  mcpServers: {
    ...base,
    // Only when configured.
    ...(withSearch ? { search: { url: process.env.SEARCH_URL! } } : {}),
  },
}, { toolNames: "bare" });
