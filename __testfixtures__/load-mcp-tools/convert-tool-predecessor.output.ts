import { asLangChainTool, MCPClient } from "langchain-mcp-bridge";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";

const client = new Client({ name: "math-client", version: "1.0.0" });
const { tools } = await client.listTools();

// langchainjs-mcp-adapters: (client, name, description, schema)
export const add = await asLangChainTool({ name: tools[0].name, description: tools[0].description ?? "", inputSchema: tools[0].inputSchema }, new MCPClient(client));
