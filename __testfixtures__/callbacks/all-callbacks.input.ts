import { MultiServerMCPClient } from "@langchain/mcp-adapters";

export const client = new MultiServerMCPClient({
  mcpServers: { math: { command: "node", args: ["math.js"] } },
  prefixToolNameWithServerName: true,
  onMessage: (log) => console.log(log.level, log.data),
  onProgress: (progress) => console.log(progress.progress),
  onToolsListChanged: (source) => console.log("tools changed", source.server),
  defaultToolTimeout: 5000,
});
