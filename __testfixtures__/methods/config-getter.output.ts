import { MCPAdapter } from "langchain-mcp-bridge";

const client = new MCPAdapter({
  mcpServers: { math: { command: "node", args: ["./math-server.js"] } },
}, { toolNames: "bare" });

// TODO(mcp-migrate): MCPAdapter has no `config` getter: keep a reference to the config object you passed to it
export const serverNames = Object.keys(client.config.mcpServers);
