"use strict";
const mcp = require("@langchain/mcp-adapters");

async function main() {
  const client = new mcp.MultiServerMCPClient({
    mcpServers: { math: { command: "node", args: ["./math-server.js"] } },
  });
  const tools = await client.getTools();
  console.log(tools.map((t) => t.name));
  await client.close();
}

main();
