// The client and its tool hooks; the agent lives in another module.
import { MultiServerMCPClient } from "@langchain/mcp-adapters";
import { servers } from "./servers.js";

export const calls: string[] = [];

export const client = new MultiServerMCPClient({
  mcpServers: servers,
  beforeToolCall: ({ name, args }) => {
    calls.push(`before ${name} ${JSON.stringify(args)}`);
    if (name === "add") return { args: { b: 1 } };
  },
  afterToolCall: ({ name, result }) => {
    calls.push(`after ${name} ${JSON.stringify(result[0])}`);
  },
});

export async function loadTools() {
  return client.getTools();
}
