import { MCPAdapter } from "langchain-mcp-bridge";

const settings: { serverPrefix?: boolean; extra?: string } = JSON.parse(
  process.env.NAMING ?? "{}",
);

// Both options computed: either may be undefined, and then its default (which differs by
// generation) names the tools.
export const computed = new MCPAdapter({
  mcpServers: { math: { command: "node", args: ["./math-server.js"] } },
}, {
  toolNames: (server, tool) => `${(settings.extra ?? "") ? `${settings.extra ?? ""}__` : ""}${settings.serverPrefix ? `${server}__` : ""}${tool}`,
});

// One literal, one computed: only the computed one may take a default.
export const mixed = new MCPAdapter({
  mcpServers: { math: { command: "node", args: ["./math-server.js"] } },
}, {
  toolNames: (server, tool) => `${(settings.extra ?? "") ? `${settings.extra ?? ""}__` : ""}${`${server}__`}${tool}`,
});
