const { MCPAdapter } = require("langchain-mcp-bridge");

const client = new MCPAdapter({
  mcpServers: { math: { command: "node", args: ["math.js"] } },
}, { toolNames: "bare" });

function createClient() {
  return new MCPAdapter({
    mcpServers: { docs: { url: "http://127.0.0.1:8000/mcp" } },
  }, { toolNames: "bare" });
}

module.exports = { client, createClient };
