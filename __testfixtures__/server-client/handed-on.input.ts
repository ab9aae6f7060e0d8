import { MultiServerMCPClient } from "@langchain/mcp-adapters";

const client = new MultiServerMCPClient({
  mcpServers: { math: { command: "node", args: ["./math-server.js"] } },
});

/** Reads the SDK client's shapes: not followed from the calls below. */
async function describeServer(server: unknown): Promise<string> {
  return String(server);
}

export async function report(): Promise<string[]> {
  const math = await client.getClient("math");
  // Logged: only looked at.
  console.log(math);
  // Handed to a function that reads it.
  const text = await describeServer(math);
  const direct = await describeServer(await client.getClient("math"));
  return [text, direct];
}
