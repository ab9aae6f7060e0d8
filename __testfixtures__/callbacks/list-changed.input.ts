import { MultiServerMCPClient } from "@langchain/mcp-adapters";

function refreshTools(source: { server: string }) {
  console.log("tools changed on", source.server);
}

export const client = new MultiServerMCPClient({
  mcpServers: { math: { command: "node", args: ["math.js"] } },
  onToolsListChanged: refreshTools,
  onPromptsListChanged: (source) => console.log("prompts changed on", source.server),
  onResourcesListChanged: async (source) => {
    await Promise.resolve();
    console.log("resources changed on", source.server);
  },
  onResourcesUpdated: (resource, source) => console.log(resource.uri, "updated on", source.server),
  onRootsListChanged: () => console.log("roots changed"),
  onInitialized: (source) => console.log("initialized", source.server),
  onCancelled: (cancelled, source) => console.log("cancelled", cancelled.requestId, cancelled.reason, source.server),
});
