import { MultiServerMCPClient } from "@langchain/mcp-adapters";

// A module-level singleton behind a lazy getter.
let client: MultiServerMCPClient | undefined;

function getClient(): MultiServerMCPClient {
  if (!client) {
    client = new MultiServerMCPClient({
      mcpServers: { math: { command: "node", args: ["./math-server.js"] } },
    });
  }
  return client;
}

export async function tools() {
  return getClient().getTools();
}

export async function shutdown() {
  await client?.close();
}
