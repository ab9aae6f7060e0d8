"use strict";
const { MCPAdapter } = require("langchain-mcp-bridge");

const client = new MCPAdapter({
  mcpServers: { math: { command: "node", args: ["./math-server.js"] } },
}, { toolNames: "bare" });

module.exports = { client };
