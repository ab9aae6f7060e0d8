import { MultiServerMCPClient } from "@langchain/mcp-adapters";

const client = new MultiServerMCPClient({
  mcpServers: { math: { command: "node", args: ["math.js"] } },
});

const other = { getTools: () => ["not a client"] };

// The catch binding `client` shadows the module's client inside the clause only.
export async function shadowed() {
  try {
    return await client.getTools();
  } catch (client) {
    void client;
    return other.getTools();
  }
}
