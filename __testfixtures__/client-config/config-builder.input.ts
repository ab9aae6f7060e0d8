import { MultiServerMCPClient, type ClientConfig } from "@langchain/mcp-adapters";

// Built per environment, then handed to the client.
function serverConfig(root: string): ClientConfig {
  const cwd = `${root}/servers`;
  return {
    throwOnLoadError: false,
    prefixToolNameWithServerName: true,
    mcpServers: {
      files: { transport: "stdio", command: "node", args: ["files.js"], cwd },
    },
  };
}

const remote = (url: string) => ({
  mcpServers: { search: { url, automaticSSEFallback: false } },
  useStandardContentBlocks: true,
});

// Exported: other modules may call it for something else, so it is not edited.
export function sharedConfig(): ClientConfig {
  return { mcpServers: { math: { command: "node", args: ["math.js"] } } };
}

export const local = new MultiServerMCPClient(serverConfig(process.cwd()));
export const search = new MultiServerMCPClient(remote("http://127.0.0.1:3000/mcp"));
export const shared = new MultiServerMCPClient(sharedConfig());
