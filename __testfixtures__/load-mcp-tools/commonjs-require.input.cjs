// CommonJS: loadMcpTools and the client class from one require. Both become MCPAdapter, bound
// once, and the one-line pattern stays on one line.
const { Client } = require("@modelcontextprotocol/sdk/client/index.js");
const { loadMcpTools, MultiServerMCPClient } = require("@langchain/mcp-adapters");

async function load(sdk) {
  const client = new MultiServerMCPClient({ math: { command: "node", args: ["math.js"] } });
  return [await loadMcpTools("math", sdk), await client.getTools()];
}

module.exports = { load, Client };
