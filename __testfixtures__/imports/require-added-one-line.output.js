const mcp = require("langchain-mcp-bridge");

const { loadMCPConfig } = require("langchain-mcp-bridge");

const client = new mcp.MCPAdapter(loadMCPConfig("./mcp.json"), { toolNames: "bare" });
module.exports = { client };
