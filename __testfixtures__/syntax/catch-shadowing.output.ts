import { MCPAdapter } from "langchain-mcp-bridge";

const client = new MCPAdapter({
  mcpServers: { math: { command: "node", args: ["math.js"] } },
}, { toolNames: "bare" });

const other = { getTools: () => ["not a client"] };

// The catch binding `client` shadows the module's client inside the clause only.
export async function shadowed() {
  try {
    return await client.listTools();
  } catch (client) {
    void client;
    return other.getTools();
  }
}
