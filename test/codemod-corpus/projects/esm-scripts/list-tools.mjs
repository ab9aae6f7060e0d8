#!/usr/bin/env node
import { makeClient } from "./lib/mcp.mjs";

const client = makeClient();
const tools = await client.getTools();
for (const tool of [...tools].sort((a, b) => a.name.localeCompare(b.name))) {
  console.log(`${tool.name.padEnd(12)} ${tool.description}`);
}
await client.close();
