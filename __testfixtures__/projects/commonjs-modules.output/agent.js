// Nothing here names the old package: every client comes from another module.
const { client, createClient } = require("./mcp");
const mcp = require("./mcp");
const single = require("./single");
const { makeClient: make } = require("./factories");

async function main() {
  const tools = await client.listTools();
  const other = createClient();
  await other.connect();
  const more = await mcp.client.listTools();
  const found = await single.listTools();
  const files = await make().listTools();
  await client.close();
  return [...tools, ...more, ...found, ...files];
}

module.exports = { main };
