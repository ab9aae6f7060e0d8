import { MCPAdapter } from "langchain-mcp-bridge";

declare function withTimeout<T>(work: Promise<T>, ms: number): Promise<T>;

const client = new MCPAdapter({
  mcpServers: { math: { command: "node", args: ["./math-server.js"] } },
}, { toolNames: "bare" });

// The callee wants the promise: no await goes into its argument.
// TODO(mcp-migrate): the old package's version is unknown: listTools() returns a Promise; if this code was written for 0.2/0.3 (synchronous getTools()), await it here
export const tools = await withTimeout(client.listTools(), 5_000);
// TODO(mcp-migrate): the old package's version is unknown: listTools() returns a Promise; if this code was written for 0.2/0.3 (synchronous getTools()), await it here
export const pending = client.listTools();
pending.then((list) => console.log(list.length));
client.listTools().then((list) => console.log(list.length));
