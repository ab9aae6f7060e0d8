import { MultiServerMCPClient } from "@langchain/mcp-adapters";

const client = new MultiServerMCPClient({
  mcpServers: { math: { command: "node", args: ["./math-server.js"] } },
});

// A method taken as a value: the call happens where the codemod does not look.
const loadTools = client.getTools.bind(client);

// A member named by a string.
const connectAll = client["initializeConnections"];

export class Registry {
  // A field holding the client: its old members are read through `this.mcp`.
  private readonly mcp = client;

  get resourceLister() {
    return this.mcp.listResources;
  }

  async load() {
    // Rewritten by `methods`: not marked again.
    return this.mcp.getTools();
  }
}

export async function start(): Promise<number> {
  await connectAll.call(client);
  const tools = await loadTools();
  return tools.length;
}
