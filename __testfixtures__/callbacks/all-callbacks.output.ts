import { MCPAdapter } from "langchain-mcp-bridge";

export const client = new MCPAdapter({
  mcpServers: { math: { command: "node", args: ["math.js"] } },
}, {
  toolNames: (server, tool) => `${server}__${tool}`,
  logHandler: (log) => console.log(log.level, log.data),
  progressHandler: (progress, total, message, source) =>
    ((progress) => console.log(progress.progress))(
      { progress, ...(total === undefined ? {} : { total }), ...(message === undefined ? {} : { message }) },
    ),
  messageHandler: (notification, source) => {
    switch (notification.method) {
      case "notifications/tools/list_changed":
        return ((source) => console.log("tools changed", source.server))(source);
    }
  },
  timeout: 5000,
});
