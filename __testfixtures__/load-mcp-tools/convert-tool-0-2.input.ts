import { convertMcpToolToLangchainTool } from "@langchain/mcp-adapters";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";

const client = new Client({ name: "math-client", version: "1.0.0" });
const { tools } = await client.listTools();

export const converted = tools.map((tool) => convertMcpToolToLangchainTool(client, tool));
export const first = convertMcpToolToLangchainTool(client, tools[0]);
