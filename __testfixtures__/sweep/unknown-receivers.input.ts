import { MultiServerMCPClient } from "@langchain/mcp-adapters";

export const client = new MultiServerMCPClient({
  mcpServers: { math: { command: "node", args: ["./math-server.js"] } },
});

// A client handed in: its type is not known here.
export async function load(mcp: any) {
  try {
    return await mcp.getTools();
  } catch (error) {
    console.error("no tools", error);
    return [];
  }
}

export class Agent {
  constructor(private readonly deps: { mcp: any }) {}

  async start() {
    await this.deps.mcp.initializeConnections();
    const { mcp } = this.deps;
    return mcp.getClient("math");
  }
}

// The file's own API with the same names: not the old client.
class Registry {
  getTools() {
    return [];
  }

  all() {
    return this.getTools();
  }
}

const registry = new Registry();
export const own = registry.getTools();
