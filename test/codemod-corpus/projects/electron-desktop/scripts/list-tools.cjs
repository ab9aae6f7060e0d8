#!/usr/bin/env node
// Prints the tools the desktop app would offer (used by support to debug installs).
const { createClient, listToolNames } = require("../mcp/client");
const { adapterInfo } = require("../mcp/resolve");

(async () => {
  const client = createClient();
  try {
    const names = await listToolNames(client);
    console.log(`adapter resolved: ${typeof adapterInfo().version === "string"}`);
    console.log(`tools (${names.length}): ${names.join(" ")}`);
  } finally {
    await client.close();
  }
})().catch((err) => {
  console.error(err);
  process.exit(1);
});
