import { MCPAdapter } from "langchain-mcp-bridge";

const client = new MCPAdapter({
  mcpServers: {
    math: { command: "node", args: ["./math-server.js"] },
  },
}, { toolNames: "bare" });
await client.connect();

// 0.3: getTools() gave the array at once, so helpers could return it.
export function toolNames(): string[] {
  // TODO(mcp-migrate): listTools() returns a Promise (getTools() was synchronous in 0.2/0.3): await it, in an async function
  return client.listTools().map((t) => t.name);
}

export function allTools() {
  // TODO(mcp-migrate): listTools() returns a Promise (getTools() was synchronous in 0.2/0.3): this function now returns a Promise of the tools: make it async and await it where it is called
  return client.listTools();
}

// TODO(mcp-migrate): listTools() returns a Promise (getTools() was synchronous in 0.2/0.3): await it, in an async function
export const firstTool = () => client.listTools()[0];

export async function asyncTools() {
  return client.listTools();
}

console.log(JSON.stringify((await client.listTools({ servers: ["math"] })).length));
