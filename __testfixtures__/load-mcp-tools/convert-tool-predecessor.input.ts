import { convertMcpToolToLangchainTool } from "langchainjs-mcp-adapters";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";

const client = new Client({ name: "math-client", version: "1.0.0" });
const { tools } = await client.listTools();

// langchainjs-mcp-adapters: (client, name, description, schema)
export const add = convertMcpToolToLangchainTool(
  client,
  tools[0].name,
  tools[0].description ?? "",
  tools[0].inputSchema,
);
