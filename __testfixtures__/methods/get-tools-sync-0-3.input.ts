import { MultiServerMCPClient } from "@langchain/mcp-adapters";

const client = new MultiServerMCPClient({
  math: { transport: "stdio", command: "node", args: ["./math-server.js"] },
});
await client.initializeConnections();

// 0.2/0.3: getTools() returned the array synchronously.
const tools = client.getTools();
console.log(tools.length, client.getTools(["math"]).map((t) => t.name));

export function count(): number {
  return client.getTools().length;
}
