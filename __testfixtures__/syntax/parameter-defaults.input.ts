import { MultiServerMCPClient } from "@langchain/mcp-adapters";

const client = new MultiServerMCPClient({
  mcpServers: { math: { command: "node", args: ["math.js"] } },
});

export async function withDefault(c = client, ...servers: string[]) {
  void servers;
  return c.getTools();
}

export async function withDestructured({ mcp = client }: { mcp?: MultiServerMCPClient } = {}) {
  return mcp.getTools();
}

export const arrow = async ([first = client]: MultiServerMCPClient[] = []) => first.getTools();
