const mcp = require("langchain-mcp-bridge");

module.exports = new mcp.MCPAdapter({
  mcpServers: { search: { url: "http://127.0.0.1:8100/mcp" } },
}, { toolNames: "bare" });
