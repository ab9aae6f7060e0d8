#!/usr/bin/env node
const { MultiServerMCPClient } = require("@langchain/mcp-adapters");
const { makeConfig } = require("../mcp/client");

async function main() {
  const client = new MultiServerMCPClient(makeConfig());
  const byServer = await client.initializeConnections();
  for (const [server, tools] of Object.entries(byServer)) {
    console.log(`${server}: ${tools.length} tools`);
  }
  const add = byServer.math.find((t) => t.name === "add");
  console.log("3 + 4 =", await add.invoke({ a: 3, b: 4 }));
  const resources = await client.listResources("math");
  console.log("resources:", resources.math.map((r) => r.uri).join(","));
  const contents = await client.readResource("math", "test://readme");
  console.log("readme:", contents[0].text);
  await client.close();
}

main();
