import { MultiServerMCPClient } from "@langchain/mcp-adapters";

const client = new MultiServerMCPClient({
  mcpServers: { math: { command: "node", args: ["./math.js"] } },
  onConnectionError: "ignore",
});

export async function status(name: string): Promise<string> {
  const sdk = await client.getClient(name);
  if (!sdk) {
    return `${name}: not connected`;
  }
  return `${name}: connected`;
}

export async function version(name: string) {
  return (await client.getClient(name))?.getServerVersion();
}

export async function tools(name: string) {
  // Used, never tested: the rename is all it needs.
  const sdk = await client.getClient(name);
  return sdk!.listTools();
}
