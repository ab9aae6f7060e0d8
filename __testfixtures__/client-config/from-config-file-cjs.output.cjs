"use strict";
const { MCPAdapter, loadMCPConfig } = require("langchain-mcp-bridge");

async function main() {
  const client = new MCPAdapter(loadMCPConfig("./mcp.json"), { toolNames: "bare" });
  await client.connect();
  console.log((await client.listTools()).map((t) => t.name));
  await client.close();
}

main();
