import { MCPAdapter } from "langchain-mcp-bridge";

// Half-migrated: one adapter already uses the new package.
export const fresh = new MCPAdapter("http://localhost:8000/mcp");

export const legacy = new MCPAdapter({
  mcpServers: { math: { command: "node", args: ["./math-server.js"] } },
}, { toolNames: "bare" });
