import { MCPAdapter } from "langchain-mcp-bridge";

// TODO(mcp-migrate): `onMessage` is not an option of MCPAdapter: remove it or find its counterpart
export const client = new MCPAdapter({
  mcpServers: { math: { command: "node", args: ["math.js"] } },
  onMessage(log) {
    console.log(log.data);
  },
}, { toolNames: "bare" });
