#!/usr/bin/env node
import { makeClient } from "./lib/mcp.mjs";

const client = makeClient({ onConnectionError: "throw" });
const resources = await client.listResources();
for (const [server, list] of Object.entries(resources)) {
  console.log(`${server}: ${list.map((r) => `${r.uri} (${r.mimeType})`).join(", ")}`);
}
const [first] = await client.readResource("math", "test://readme");
console.log("text:", first.text);
const sdk = await client.getClient("math");
const prompt = await sdk?.getPrompt({ name: "greeting", arguments: { name: "ops" } });
console.log("prompt:", JSON.stringify(prompt?.messages[0]?.content));
await client.close();
