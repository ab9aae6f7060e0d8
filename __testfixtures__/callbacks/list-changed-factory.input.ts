import { MultiServerMCPClient } from "@langchain/mcp-adapters";

const announce = (what: string) => (source: { server: string }) =>
  console.log(`${what} changed on ${source.server}`);

export const client = new MultiServerMCPClient({
  mcpServers: { math: { command: "node", args: ["math.js"] } },
  onToolsListChanged: announce("tools"),
  onResourcesListChanged: announce("resources"),
});
