import type { ClientConfig } from "@langchain/mcp-adapters";

// Shared with the worker process, which builds its own client from it.
export const workerConfig: ClientConfig = {
  throwOnLoadError: false,
  useStandardContentBlocks: true,
  mcpServers: {
    files: {
      command: "node",
      args: ["files.js"],
      restart: { enabled: true, maxAttempts: 3 },
    },
    search: { url: "http://127.0.0.1:3000/mcp", headers: { "X-Team": "a" } },
  },
};

export const remoteConfig = {
  mcpServers: {
    docs: { url: "http://127.0.0.1:4000/mcp", automaticSSEFallback: false, defaultToolTimeout: 5_000 },
  },
} satisfies ClientConfig;

export function plainConfig(root: string): ClientConfig {
  // Nothing here that MCPConfig lacks: left as it is.
  return { mcpServers: { math: { command: "node", args: [`${root}/math.js`] } } };
}

export function prefixedConfig(): ClientConfig {
  return {
    prefixToolNameWithServerName: true,
    mcpServers: { math: { command: "node", args: ["math.js"] } },
  };
}
