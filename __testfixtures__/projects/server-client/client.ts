// Builds the one client of the program and hands out the math server's own client.
import { MultiServerMCPClient } from "@langchain/mcp-adapters";

export const client = new MultiServerMCPClient({
  mcpServers: {
    math: { command: process.execPath, args: ["--import", "tsx", process.env.BEHAVIOUR_SERVER!] },
  },
});

export async function mathClient() {
  return client.getClient("math");
}
