import type { MCPConfig } from "langchain-mcp-bridge";

// Shared with the worker process, which builds its own client from it.
// TODO(mcp-migrate): removed `throwOnLoadError`, `useStandardContentBlocks`, `files.restart`: MCPConfig holds only { mcpServers: { name: { command, args, env, cwd, stderr } | { url, headers } } } and the runtime does not accept the others here; pass the options where this config is used (new MCPAdapter(config, options))
export const workerConfig: MCPConfig = {
  mcpServers: {
    files: {
      command: "node",
      args: ["files.js"],
    },
    search: { url: "http://127.0.0.1:3000/mcp", headers: { "X-Team": "a" } },
  },
};

// TODO(mcp-migrate): removed `docs.automaticSSEFallback`, `docs.defaultToolTimeout`: MCPConfig holds only { mcpServers: { name: { command, args, env, cwd, stderr } | { url, headers } } } and the runtime does not accept the others here; pass the options where this config is used (new MCPAdapter(config, options)): `defaultToolTimeout` → the `timeout` option (MCPAdapter's, or an MCPClient's per server)
export const remoteConfig = {
  mcpServers: {
    docs: { url: "http://127.0.0.1:4000/mcp" },
  },
} satisfies MCPConfig;

export function plainConfig(root: string): MCPConfig {
  // Nothing here that MCPConfig lacks: left as it is.
  return { mcpServers: { math: { command: "node", args: [`${root}/math.js`] } } };
}

export function prefixedConfig(): MCPConfig {
  // TODO(mcp-migrate): removed `prefixToolNameWithServerName`: MCPConfig holds only { mcpServers: { name: { command, args, env, cwd, stderr } | { url, headers } } } and the runtime does not accept the others here; pass the options where this config is used (new MCPAdapter(config, options)): `prefixToolNameWithServerName` → MCPAdapter's `toolNames` option
  return {
    mcpServers: { math: { command: "node", args: ["math.js"] } },
  };
}
