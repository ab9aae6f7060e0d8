import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { loadMcpTools, convertMcpToolToLangchainTool } from "@langchain/mcp-adapters";

export async function sdkTools() {
  const client = new Client({ name: "research-bot", version: "0.9.0" }, { capabilities: {} });
  await client.connect(new StdioClientTransport({ command: "node", args: ["./servers/notes.js"] }));
  const tools = await loadMcpTools(client, "content_and_artifact");
  const { tools: raw } = await client.listTools();
  const first = convertMcpToolToLangchainTool(client, raw[0]);
  return [...tools, first];
}
