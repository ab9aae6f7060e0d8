import { MultiServerMCPClient } from "@langchain/mcp-adapters";

declare function withTimeout<T>(work: Promise<T>, ms: number): Promise<T>;

const client = new MultiServerMCPClient({
  mcpServers: { math: { command: "node", args: ["./math-server.js"] } },
});

// The callee wants the promise: no await goes into its argument.
export const tools = await withTimeout(client.getTools(), 5_000);
export const pending = client.getTools();
pending.then((list) => console.log(list.length));
client.getTools().then((list) => console.log(list.length));
