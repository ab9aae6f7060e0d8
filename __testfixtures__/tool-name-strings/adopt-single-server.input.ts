import { MultiServerMCPClient } from "@langchain/mcp-adapters";

const client = new MultiServerMCPClient({
  mcpServers: { math: { command: "node", args: ["math.js"] } },
  prefixToolNameWithServerName: true,
  additionalToolNamePrefix: "mcp",
});

const tools = await client.getTools();
export const add = tools.find((t) => t.name === "mcp__math__add");
