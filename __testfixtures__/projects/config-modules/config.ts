// The servers and options of the whole app, in one typed module.
import type { ClientConfig } from "@langchain/mcp-adapters";

export const mcpConfig: ClientConfig = {
  throwOnLoadError: true,
  prefixToolNameWithServerName: true,
  defaultToolTimeout: 30_000,
  mcpServers: {
    math: {
      transport: "stdio",
      command: "node",
      args: ["math.js"],
      restart: { enabled: true, maxAttempts: 3 },
    },
    weather: { transport: "http", url: "http://127.0.0.1:8000/mcp" },
  },
};
