import { MultiServerMCPClient } from "@langchain/mcp-adapters";

const client = new MultiServerMCPClient({
  mcpServers: {
    math: { command: "node", args: ["./math-server.js"] },
    files: { command: "node", args: ["./files-server.js"] },
  },
});

// An empty selection meant every server's tools.
export async function toolsFor(selected: string[]) {
  return client.getTools(...selected);
}

export async function toolsFrom(config: { servers: () => string[] }) {
  return client.getTools(...config.servers());
}
