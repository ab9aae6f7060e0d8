const mcp = require("@langchain/mcp-adapters");

const client = mcp.MultiServerMCPClient.fromConfigFile("./mcp.json");
module.exports = { client };
