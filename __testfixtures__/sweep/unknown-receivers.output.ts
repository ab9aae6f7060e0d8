import { MCPAdapter } from "langchain-mcp-bridge";

export const client = new MCPAdapter({
  mcpServers: { math: { command: "node", args: ["./math-server.js"] } },
}, { toolNames: "bare" });

// A client handed in: its type is not known here.
export async function load(mcp: any) {
  try {
    // TODO(mcp-migrate): `getTools` is read on a value the codemod cannot follow (a parameter, a field, a destructured value): if it is the old client, it is now an MCPAdapter, which has no `getTools`; its counterpart is `listTools`
    return await mcp.getTools();
  } catch (error) {
    console.error("no tools", error);
    return [];
  }
}

export class Agent {
  constructor(private readonly deps: { mcp: any }) {}

  async start() {
    // TODO(mcp-migrate): `initializeConnections` is read on a value the codemod cannot follow (a parameter, a field, a destructured value): if it is the old client, it is now an MCPAdapter, which has no `initializeConnections`; its counterpart is `connect`
    await this.deps.mcp.initializeConnections();
    const { mcp } = this.deps;
    // TODO(mcp-migrate): `getClient` is read on a value the codemod cannot follow (a parameter, a field, a destructured value): if it is the old client, it is now an MCPAdapter, which has no `getClient`; its counterpart is `client`
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
