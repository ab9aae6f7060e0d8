import { MultiServerMCPClient, type ClientConfig } from "@langchain/mcp-adapters";

const config = {
  mcpServers: { math: { command: "node", args: ["math.js"] } },
  prefixToolNameWithServerName: true,
} satisfies ClientConfig;

const client = new MultiServerMCPClient(config) satisfies MultiServerMCPClient;

export const tools = await (client satisfies MultiServerMCPClient).getTools();
