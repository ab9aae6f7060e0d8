import { MultiServerMCPClient } from "@langchain/mcp-adapters";

const onMessage = (log: { data?: unknown }) => console.log(log.data);
const onToolsListChanged = (source: { server: string }) => console.log(source.server);

export const client = new MultiServerMCPClient({
  mcpServers: { math: { command: "node", args: ["math.js"] } },
  onMessage,
  onToolsListChanged,
});
