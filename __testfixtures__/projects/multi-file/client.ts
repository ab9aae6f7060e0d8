// The client: built by a factory from the servers of another module, exported as an instance,
// and wrapped by a helper that the agent module uses.
import { MultiServerMCPClient } from "@langchain/mcp-adapters";
import { servers } from "./servers.js";

export const seen: string[] = [];

export function createClient() {
  return new MultiServerMCPClient({
    mcpServers: servers,
    onProgress: (progress, source) => {
      seen.push(`progress ${source.server} ${progress.progress}/${progress.total}`);
    },
    onMessage: (log, source) => {
      seen.push(`log ${source.server} ${String(log.data)}`);
    },
  });
}

export const client = createClient();

export async function loadTools() {
  return client.getTools();
}
