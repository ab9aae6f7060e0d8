import { loadMcpTools } from "@langchain/mcp-adapters";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";

export async function toolsOf(client: Client) {
  return loadMcpTools("math", client, {
    onProgress: (progress) => console.log("progress", progress.progress),
  });
}
