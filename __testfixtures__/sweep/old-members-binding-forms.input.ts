import { MultiServerMCPClient } from "@langchain/mcp-adapters";

const client = new MultiServerMCPClient({
  mcpServers: { math: { command: "node", args: ["./math-server.js"] } },
} satisfies ConstructorParameters<typeof MultiServerMCPClient>[0]);

export class Holder {
  // A private field: its old members are read through `this.#mcp`.
  #mcp = client;

  lister() {
    try {
      return this.#mcp.listResourceTemplates;
    } catch {
      // No binding: the outer `client` is still the one read here.
      return client.getTools.bind(client);
    }
  }
}

// A parameter whose default is the client: the default's members are followed too.
export function loaderOf(c = client) {
  outer: for (const name of ["math"]) {
    if (name) break outer;
  }
  return c["getTools"];
}
