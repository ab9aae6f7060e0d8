import { MultiServerMCPClient } from "@langchain/mcp-adapters";

const client = new MultiServerMCPClient({
  mcpServers: { math: { command: "node", args: ["math.js"] } },
});

export async function firstNamed(name: string) {
  let found;
  search: for (const server of ["math"]) {
    for (const tool of await client.getTools(server)) {
      if (tool.name === name) {
        found = tool;
        break search;
      }
      continue;
    }
  }
  return found;
}
