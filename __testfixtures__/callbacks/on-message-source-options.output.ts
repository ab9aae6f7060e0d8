import { MCPAdapter } from "langchain-mcp-bridge";

// TODO(mcp-migrate): `onMessage`: the runtime's `source` carries the server name only; the old `source.options` (the server's connection config) is no longer passed
export const client = new MCPAdapter({
  mcpServers: { math: { command: "node", args: ["math.js"] } },
}, {
  toolNames: "bare",
  logHandler: (log, source) => console.log(source.options, log.data),
});
