import { MCPAdapter } from "langchain-mcp-bridge";

// TODO(mcp-migrate): `cacheTools` is not an option of MCPAdapter: remove it or find its counterpart
export const client = new MCPAdapter({
  mcpServers: { math: { command: "node", args: ["./math-server.js"] } },
  cacheTools: true,
}, { toolNames: "bare" });
