import { MultiServerMCPClient } from "@langchain/mcp-adapters";

// Callbacks written as methods move with the options, like arrow functions do.
export const client = new MultiServerMCPClient({
  mcpServers: { math: { command: "node", args: ["./math-server.js"] } },
  onMessage(log, source) {
    console.log(source.server, log.data);
  },
  async onToolsListChanged(source) {
    console.log("tools changed on", source.server);
  },
});
