"use strict";
const { MultiServerMCPClient } = require("@langchain/mcp-adapters");

const client = new MultiServerMCPClient({
  mcpServers: { math: { command: "node", args: ["./math-server.js"] } },
});

module.exports = { client };
