const mcp = require("@langchain/mcp-adapters");

module.exports = new mcp.MultiServerMCPClient({
  mcpServers: { search: { url: "http://127.0.0.1:8100/mcp" } },
});
