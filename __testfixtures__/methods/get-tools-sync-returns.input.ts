import { MultiServerMCPClient } from "@langchain/mcp-adapters";

const client = new MultiServerMCPClient({
  math: { transport: "stdio", command: "node", args: ["./math-server.js"] },
});
await client.initializeConnections();

// 0.3: getTools() gave the array at once, so helpers could return it.
export function toolNames(): string[] {
  return client.getTools().map((t) => t.name);
}

export function allTools() {
  return client.getTools();
}

export const firstTool = () => client.getTools()[0];

export async function asyncTools() {
  return client.getTools();
}

console.log(JSON.stringify(client.getTools(["math"]).length));
