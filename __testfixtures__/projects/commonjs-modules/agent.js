// Nothing here names the old package: every client comes from another module.
const { client, createClient } = require("./mcp");
const mcp = require("./mcp");
const single = require("./single");
const { makeClient: make } = require("./factories");

async function main() {
  const tools = await client.getTools();
  const other = createClient();
  await other.initializeConnections();
  const more = await mcp.client.getTools();
  const found = await single.getTools();
  const files = await make().getTools();
  await client.close();
  return [...tools, ...more, ...found, ...files];
}

module.exports = { main };
