import { asLangChainTool, MCPClient } from "langchain-mcp-bridge";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";

const client = new Client({ name: "math-client", version: "1.0.0" });
const { tools } = await client.listTools();

export const converted = await Promise.all(tools.map((tool) => asLangChainTool(tool, new MCPClient(client))));
export const first = await asLangChainTool(tools[0], new MCPClient(client));
