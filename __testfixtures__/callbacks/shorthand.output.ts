import { MCPAdapter } from "langchain-mcp-bridge";

const onMessage = (log: { data?: unknown }) => console.log(log.data);
const onToolsListChanged = (source: { server: string }) => console.log(source.server);

export const client = new MCPAdapter({
  mcpServers: { math: { command: "node", args: ["math.js"] } },
}, {
  toolNames: "bare",
  logHandler: onMessage,
  messageHandler: (notification, source) => {
    switch (notification.method) {
      case "notifications/tools/list_changed":
        return onToolsListChanged(source);
    }
  },
});
