import { loadMcpTools } from "@langchain/mcp-adapters";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";

const client = new Client({ name: "math-client", version: "1.0.0" });
await client.connect(new StdioClientTransport({ command: "node", args: ["./math-server.js"] }));

export const tools = await loadMcpTools("math", client);
export const prefixed = await loadMcpTools("math", client, {
  prefixToolNameWithServerName: true,
  additionalToolNamePrefix: "mcp",
  defaultToolTimeout: 5_000,
  throwOnLoadError: true,
});
