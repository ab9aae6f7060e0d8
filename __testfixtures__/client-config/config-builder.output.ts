import { MCPAdapter, type MCPConfig } from "langchain-mcp-bridge";

// Built per environment, then handed to the client.
function serverConfig(root: string): MCPConfig {
  const cwd = `${root}/servers`;
  return {
    mcpServers: {
      files: { command: "node", args: ["files.js"], cwd },
    },
  };
}

const remote = (url: string) => ({
  mcpServers: { search: { url, type: "http" } }
});

// Exported: other modules may call it for something else, so it is not edited.
export function sharedConfig(): MCPConfig {
  return { mcpServers: { math: { command: "node", args: ["math.js"] } } };
}

export const local = new MCPAdapter(
  serverConfig(process.cwd()),
  { toolNames: (server, tool) => `${server}__${tool}` }
);
export const search = new MCPAdapter(remote("http://127.0.0.1:3000/mcp"), { toolNames: "bare" });
// TODO(mcp-migrate): the config `sharedConfig()` cannot be followed in this file (`sharedConfig` is exported: other modules may call it for other values): MCPAdapter takes { mcpServers: { name: entry } } (wrap a bare server map), entries without "transport"/"type" keys (except "sse"), and the old options (prefixToolNameWithServerName, …) as a second argument
export const shared = new MCPAdapter(sharedConfig(), { toolNames: "bare" });
