"use strict";
const { MultiServerMCPClient } = require("@langchain/mcp-adapters");

async function main() {
  const client = MultiServerMCPClient.fromConfigFile("./mcp.json");
  await client.initializeConnections();
  console.log(client.getTools().map((t) => t.name));
  await client.close();
}

main();
