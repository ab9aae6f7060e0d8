import { MCPAdapter } from "langchain-mcp-bridge";

// Callbacks written as methods move with the options, like arrow functions do.
export const client = new MCPAdapter({
  mcpServers: { math: { command: "node", args: ["./math-server.js"] } },
}, {
  toolNames: "bare",
  logHandler: function(log, source) {
    console.log(source.server, log.data);
  },
  messageHandler: (notification, source) => {
    switch (notification.method) {
      case "notifications/tools/list_changed":
        return (async function(source) {
          console.log("tools changed on", source.server);
        })(source);
    }
  },
});
