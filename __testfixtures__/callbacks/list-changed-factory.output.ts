import { MCPAdapter } from "langchain-mcp-bridge";

const announce = (what: string) => (source: { server: string }) =>
  console.log(`${what} changed on ${source.server}`);

export const client = new MCPAdapter({
  mcpServers: { math: { command: "node", args: ["math.js"] } },
}, {
  toolNames: "bare",
  messageHandler: ((onToolsListChanged_, onResourcesListChanged_) =>
    (notification, source) => {
      switch (notification.method) {
        case "notifications/tools/list_changed":
          return onToolsListChanged_(source);
        case "notifications/resources/list_changed":
          return onResourcesListChanged_(source);
      }
    })(announce("tools"), announce("resources")),
});
