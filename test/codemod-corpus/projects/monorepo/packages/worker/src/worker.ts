import { MultiServerMCPClient } from "@langchain/mcp-adapters";
import { sharedConfig } from "../../shared/mcp";
import type { Job } from "./queue";

// The worker gets its own client (its own child processes) but the same server list.
const client = new MultiServerMCPClient({
  ...sharedConfig,
  throwOnLoadError: false,
  onConnectionError: ({ serverName, error }) => {
    console.error(`[worker] ${serverName} failed to connect`, error);
  },
});

export async function handle(job: Job): Promise<string> {
  const tools = await client.getTools(job.server);
  const tool = tools.find((t) => t.name === job.tool);
  if (!tool) return `skipped: ${job.tool}`;
  const out = await tool.invoke(job.args);
  return typeof out === "string" ? out : JSON.stringify(out);
}

export const stop = () => client.close();
