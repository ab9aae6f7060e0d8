import { MCPAdapter } from "langchain-mcp-bridge";

const client = new MCPAdapter({
  mcpServers: { math: { command: "node", args: ["./math-server.js"] } },
}, { toolNames: "bare" });

// A method taken as a value: the call happens where the codemod does not look.
// TODO(mcp-migrate): the old client's `getTools` is read here where the codemod cannot rewrite it: MCPAdapter has no `getTools`; its counterpart is `listTools` (its members: serverNames, connect, listTools, exportCatalog, appTools, readUIResource, listPrompts, getPrompt, listResources, readResource, resourceTools, client, close)
const loadTools = client.getTools.bind(client);

// A member named by a string.
// TODO(mcp-migrate): the old client's `initializeConnections` is read here where the codemod cannot rewrite it: MCPAdapter has no `initializeConnections`; its counterpart is `connect` (its members: serverNames, connect, listTools, exportCatalog, appTools, readUIResource, listPrompts, getPrompt, listResources, readResource, resourceTools, client, close)
const connectAll = client["initializeConnections"];

export class Registry {
  // A field holding the client: its old members are read through `this.mcp`.
  private readonly mcp = client;

  get resourceLister() {
    // TODO(mcp-migrate): the old client's `listResources` is read here where the codemod cannot rewrite it: MCPAdapter's `listResources` is another method (other arguments, a LangChain-shaped result); each server's client has it: `client(name).listResources` (its members: serverNames, connect, listTools, exportCatalog, appTools, readUIResource, listPrompts, getPrompt, listResources, readResource, resourceTools, client, close)
    return this.mcp.listResources;
  }

  async load() {
    // Rewritten by `methods`: not marked again.
    return this.mcp.listTools();
  }
}

export async function start(): Promise<number> {
  await connectAll.call(client);
  const tools = await loadTools();
  return tools.length;
}
