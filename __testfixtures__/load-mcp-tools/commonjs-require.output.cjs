// CommonJS: loadMcpTools and the client class from one require. Both become MCPAdapter, bound
// once, and the one-line pattern stays on one line.
const { Client } = require("@modelcontextprotocol/sdk/client/index.js");
const { MCPAdapter } = require("langchain-mcp-bridge");

async function load(sdk) {
  const client = new MCPAdapter({
    mcpServers: { math: { command: "node", args: ["math.js"] } }
  }, { toolNames: "bare" });
  return [await new MCPAdapter(sdk, { toolNames: "bare" }).listTools(), await client.listTools()];
}

module.exports = { load, Client };
