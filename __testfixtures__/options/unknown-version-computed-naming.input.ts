import { MultiServerMCPClient } from "@langchain/mcp-adapters";

const settings: { serverPrefix?: boolean; extra?: string } = JSON.parse(
  process.env.NAMING ?? "{}",
);

// Both options computed: either may be undefined, and then its default (which differs by
// generation) names the tools.
export const computed = new MultiServerMCPClient({
  mcpServers: { math: { command: "node", args: ["./math-server.js"] } },
  prefixToolNameWithServerName: settings.serverPrefix,
  additionalToolNamePrefix: settings.extra,
});

// One literal, one computed: only the computed one may take a default.
export const mixed = new MultiServerMCPClient({
  mcpServers: { math: { command: "node", args: ["./math-server.js"] } },
  prefixToolNameWithServerName: true,
  additionalToolNamePrefix: settings.extra,
});
