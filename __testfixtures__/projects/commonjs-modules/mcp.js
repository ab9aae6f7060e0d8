const { MultiServerMCPClient } = require("@langchain/mcp-adapters");

const client = new MultiServerMCPClient({
  mcpServers: { math: { transport: "stdio", command: "node", args: ["math.js"] } },
});

function createClient() {
  return new MultiServerMCPClient({
    mcpServers: { docs: { url: "http://127.0.0.1:8000/mcp" } },
  });
}

module.exports = { client, createClient };
