import { MultiServerMCPClient } from "@langchain/mcp-adapters";

export const client = new MultiServerMCPClient({
  mcpServers: { math: { command: "node", args: ["math.js"] } },
  logHandler: (log) => console.log(log.data),
  messageHandler: (notification, source) => {
    switch (notification.method) {
      case "notifications/tools/list_changed":
        return ((source) => console.log(source.server))(source);
    }
  },
});
