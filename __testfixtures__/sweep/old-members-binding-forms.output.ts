import { MCPAdapter } from "langchain-mcp-bridge";

const client = new MCPAdapter({
  mcpServers: { math: { command: "node", args: ["./math-server.js"] } },
} satisfies ConstructorParameters<typeof MCPAdapter>[0], { toolNames: "bare" });

export class Holder {
  // A private field: its old members are read through `this.#mcp`.
  #mcp = client;

  lister() {
    try {
      // TODO(mcp-migrate): the old client's `listResourceTemplates` is read here where the codemod cannot rewrite it: MCPAdapter has no `listResourceTemplates`; each server's client has it: `client(name).listResourceTemplates` (its members: serverNames, connect, listTools, exportCatalog, appTools, readUIResource, listPrompts, getPrompt, listResources, readResource, resourceTools, client, close)
      return this.#mcp.listResourceTemplates;
    } catch {
      // No binding: the outer `client` is still the one read here.
      // TODO(mcp-migrate): the old client's `getTools` is read here where the codemod cannot rewrite it: MCPAdapter has no `getTools`; its counterpart is `listTools` (its members: serverNames, connect, listTools, exportCatalog, appTools, readUIResource, listPrompts, getPrompt, listResources, readResource, resourceTools, client, close)
      return client.getTools.bind(client);
    }
  }
}

// A parameter whose default is the client: the default's members are followed too.
export function loaderOf(c = client) {
  outer: for (const name of ["math"]) {
    if (name) break outer;
  }
  // TODO(mcp-migrate): the old client's `getTools` is read here where the codemod cannot rewrite it: MCPAdapter has no `getTools`; its counterpart is `listTools` (its members: serverNames, connect, listTools, exportCatalog, appTools, readUIResource, listPrompts, getPrompt, listResources, readResource, resourceTools, client, close)
  return c["getTools"];
}
