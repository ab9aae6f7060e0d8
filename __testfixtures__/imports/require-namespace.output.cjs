"use strict";
const mcp = require("langchain-mcp-bridge");

async function main() {
  const client = new mcp.MCPAdapter({
    mcpServers: { math: { command: "node", args: ["./math-server.js"] } },
  }, { toolNames: "bare" });
  const tools = await client.listTools();
  console.log(tools.map((t) => t.name));
  await client.close();
}

main();
