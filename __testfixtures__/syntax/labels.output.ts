import { MCPAdapter } from "langchain-mcp-bridge";

const client = new MCPAdapter({
  mcpServers: { math: { command: "node", args: ["math.js"] } },
}, { toolNames: "bare" });

export async function firstNamed(name: string) {
  let found;
  search: for (const server of ["math"]) {
    for (const tool of await client.listTools({ servers: [server].flat() })) {
      if (tool.name === name) {
        found = tool;
        break search;
      }
      continue;
    }
  }
  return found;
}
