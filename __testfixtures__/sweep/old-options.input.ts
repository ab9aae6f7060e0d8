import { MultiServerMCPClient } from "@langchain/mcp-adapters";

// Options built apart from the construction, handed to a helper of the project.
const tuning = {
  throwOnLoadError: false,
  prefixToolNameWithServerName: true,
  defaultToolTimeout: 30_000,
};

export function makeClient(options: Record<string, unknown>) {
  if (options.useStandardContentBlocks) {
    console.warn("blocks are standard now");
  }
  return new MultiServerMCPClient({ mcpServers: {}, ...options });
}

export const entry = {
  command: "node",
  args: ["server.js"],
  restart: { enabled: true, maxAttempts: 3 },
};

// Not an MCP entry: `restart` is this job's own.
export const job = { name: "sync", restart: true };

export const client = makeClient(tuning);
