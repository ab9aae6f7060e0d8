import { MultiServerMCPClient, type ClientConfig } from "@langchain/mcp-adapters";

const servers = {
  math: { transport: "stdio" as const, command: "node", args: ["./math-server.js"] },
};

const config: ClientConfig = {
  mcpServers: servers,
  prefixToolNameWithServerName: true,
};

export const client = new MultiServerMCPClient(config);
