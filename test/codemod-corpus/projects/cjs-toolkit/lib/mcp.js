"use strict";
const mcp = require("@langchain/mcp-adapters");

const MATH_SERVER = process.env.MATH_SERVER || "./servers/math.ts";

const client = new mcp.MultiServerMCPClient({
  mcpServers: {
    math: { transport: "stdio", command: "node", args: ["--import", "tsx", MATH_SERVER] },
  },
  prefixToolNameWithServerName: true,
  additionalToolNamePrefix: "mcp",
});

function getTools() {
  return client.getTools();
}

module.exports = { client, getTools, shutdown: () => client.close() };
