const { MCPAdapter } = require("langchain-mcp-bridge");

const client = new MCPAdapter({
  mcpServers: { math: { command: "node", args: ["math.js"] } },
}, {
  toolNames: "bare",
  logHandler: (log, source) => console.log(source.server, log.data),
  messageHandler: (notification, source) => {
    switch (notification.method) {
      case "notifications/resources/updated":
        return ((resource) => console.log("updated", resource.uri))({ uri: notification.params?.uri });
    }
  },
});

module.exports = { client };
