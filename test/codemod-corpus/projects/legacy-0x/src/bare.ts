import { MultiServerMCPClient } from "@langchain/mcp-adapters";

// 0.x took the server record directly, no `mcpServers` wrapper.
export const client = new MultiServerMCPClient({
  calculator: {
    transport: "stdio",
    command: "python",
    args: ["-m", "calculator_server"],
  },
  web: {
    transport: "sse",
    url: "http://127.0.0.1:8766/sse",
    reconnect: { enabled: true, maxAttempts: 5 },
  },
});

export async function ready() {
  await client.initializeConnections();
  const calculator = client.getClient("calculator");
  if (!calculator) throw new Error("calculator is down");
  return client.getTools();
}
