import { MCPAdapter } from "langchain-mcp-bridge";
import { MultiServerMCPClient } from "@langchain/mcp-adapters";

// Half-migrated: one adapter already uses the new package.
export const fresh = new MCPAdapter("http://localhost:8000/mcp");

export const legacy = new MultiServerMCPClient({
  mcpServers: { math: { command: "node", args: ["./math-server.js"] } },
});
