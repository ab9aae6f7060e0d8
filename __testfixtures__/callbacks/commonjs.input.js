const { MultiServerMCPClient } = require("@langchain/mcp-adapters");

const client = new MultiServerMCPClient({
  mcpServers: { math: { command: "node", args: ["math.js"] } },
  onMessage: (log, source) => console.log(source.server, log.data),
  onResourcesUpdated: (resource) => console.log("updated", resource.uri),
});

module.exports = { client };
