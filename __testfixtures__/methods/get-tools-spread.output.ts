import { MCPAdapter } from "langchain-mcp-bridge";

const client = new MCPAdapter({
  mcpServers: {
    math: { command: "node", args: ["./math-server.js"] },
    files: { command: "node", args: ["./files-server.js"] },
  },
}, { toolNames: "bare" });

// An empty selection meant every server's tools.
export async function toolsFor(selected: string[]) {
  return client.listTools({ servers: selected.length > 0 ? selected : undefined });
}

export async function toolsFrom(config: { servers: () => string[] }) {
  // TODO(mcp-migrate): listTools({ servers: [] }) lists no tool, where getTools() with no server named listed all of them: pass `servers` only when the list has names
  return client.listTools({ servers: config.servers() });
}
