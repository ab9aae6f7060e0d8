import { MultiServerMCPClient } from "@langchain/mcp-adapters";

export async function connectResearchTools() {
  const client = new MultiServerMCPClient();
  await client.connectToServerViaStdio("notes", "node", ["./servers/notes.js"], { NOTES_DIR: "/tmp/notes" }, {
    enabled: true,
    maxAttempts: 3,
    delayMs: 1000,
  });
  await client.connectToServerViaSSE("search", "http://127.0.0.1:8765/sse", {
    Authorization: `Bearer ${process.env.SEARCH_TOKEN}`,
  });
  // 0.2: getTools is synchronous once the connections are up
  const tools = client.getTools();
  console.log(`loaded ${tools.length} tools`);
  return { client, tools };
}
