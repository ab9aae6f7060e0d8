import { MCPAdapter } from "langchain-mcp-bridge";

const client = new MCPAdapter({
  mcpServers: { math: { command: "node", args: ["math.js"] } },
}, { toolNames: "bare" });

export async function withDefault(c = client, ...servers: string[]) {
  void servers;
  return c.listTools();
}

export async function withDestructured({ mcp = client }: { mcp?: MCPAdapter } = {}) {
  return mcp.listTools();
}

export const arrow = async ([first = client]: MCPAdapter[] = []) => first.listTools();
