// The client with tool hooks, and its tools as a value other modules import.
import { MultiServerMCPClient } from "@langchain/mcp-adapters";
import { servers } from "./servers.js";

export const calls: string[] = [];

export const client = new MultiServerMCPClient({
  mcpServers: servers,
  beforeToolCall: ({ name, args }) => {
    calls.push(`before ${name} ${JSON.stringify(args)}`);
    if (name === "add") return { args: { b: 1 } };
  },
});

export const tools = await client.getTools();
