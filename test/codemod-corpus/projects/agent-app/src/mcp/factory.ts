import { MultiServerMCPClient } from "@langchain/mcp-adapters";
import type { ClientConfig } from "@langchain/mcp-adapters";

export interface FactoryOptions {
  serverScript: string;
  timeoutMs?: number;
}

/** One place that knows how our MCP servers are launched. */
export function createMcpClient({ serverScript, timeoutMs = 30_000 }: FactoryOptions): MultiServerMCPClient {
  const config: ClientConfig = {
    mcpServers: {
      math: {
        transport: "stdio",
        command: "node",
        args: ["--import", "tsx", serverScript],
      },
    },
    defaultToolTimeout: timeoutMs,
  };
  return new MultiServerMCPClient(config);
}
