import { MCPAdapter } from "langchain-mcp-bridge";

function refreshTools(source: { server: string }) {
  console.log("tools changed on", source.server);
}

export const client = new MCPAdapter({
  mcpServers: { math: { command: "node", args: ["math.js"] } },
}, {
  toolNames: "bare",
  messageHandler: async (notification, source) => {
    switch (notification.method) {
      case "notifications/tools/list_changed":
        return refreshTools(source);
      case "notifications/prompts/list_changed":
        return ((source) => console.log("prompts changed on", source.server))(source);
      case "notifications/resources/list_changed":
        return (async (source) => {
          await Promise.resolve();
          console.log("resources changed on", source.server);
        })(source);
      case "notifications/resources/updated":
        return ((resource, source) => console.log(resource.uri, "updated on", source.server))({ uri: notification.params?.uri as string }, source);
      case "notifications/roots/list_changed":
        return (() => console.log("roots changed"))();
      case "notifications/initialized":
        return ((source) => console.log("initialized", source.server))(source);
      case "notifications/cancelled": {
        const requestId = notification.params?.requestId as string | number | undefined;
        if (requestId == null) return;
        const reason = notification.params?.reason as string | undefined;
        await Promise.resolve(((cancelled, source) => console.log("cancelled", cancelled.requestId, cancelled.reason, source.server))({ requestId, reason }, source)).catch(() => {});
        return;
      }
    }
  },
});
