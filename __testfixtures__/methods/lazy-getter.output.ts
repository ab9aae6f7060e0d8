import { MCPAdapter } from "langchain-mcp-bridge";

// A module-level singleton behind a lazy getter.
let client: MCPAdapter | undefined;

function getClient(): MCPAdapter {
  if (!client) {
    client = new MCPAdapter({
      mcpServers: { math: { command: "node", args: ["./math-server.js"] } },
    }, { toolNames: "bare" });
  }
  return client;
}

export async function tools() {
  return getClient().listTools();
}

export async function shutdown() {
  await client?.close();
}
