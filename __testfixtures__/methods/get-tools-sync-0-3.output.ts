import { MCPAdapter } from "langchain-mcp-bridge";

const client = new MCPAdapter({
  mcpServers: {
    math: { command: "node", args: ["./math-server.js"] },
  },
}, { toolNames: "bare" });
await client.connect();

// 0.2/0.3: getTools() returned the array synchronously.
const tools = await client.listTools();
console.log(tools.length, (await client.listTools({ servers: ["math"] })).map((t) => t.name));

export function count(): number {
  // TODO(mcp-migrate): listTools() returns a Promise (getTools() was synchronous in 0.2/0.3): await it, in an async function
  return client.listTools().length;
}
