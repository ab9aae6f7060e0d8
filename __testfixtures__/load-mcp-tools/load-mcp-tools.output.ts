import { MCPAdapter } from "langchain-mcp-bridge";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";

const client = new Client({ name: "math-client", version: "1.0.0" });
await client.connect(new StdioClientTransport({ command: "node", args: ["./math-server.js"] }));

export const tools = await new MCPAdapter(client, { toolNames: "bare" }).listTools();
export const prefixed = await new MCPAdapter(client, {
  toolNames: (_server, tool) => `mcp__math__${tool}`,
  timeout: 5_000,
}).listTools();
