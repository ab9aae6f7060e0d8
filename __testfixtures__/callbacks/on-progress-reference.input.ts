import { MultiServerMCPClient } from "@langchain/mcp-adapters";
import { reportProgress } from "./progress.js";

export const client = new MultiServerMCPClient({
  mcpServers: { math: { command: "node", args: ["math.js"] } },
  onProgress: reportProgress,
});
