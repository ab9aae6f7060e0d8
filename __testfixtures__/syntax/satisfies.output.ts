import { MCPAdapter, type MCPConfig } from "langchain-mcp-bridge";

const config = {
  mcpServers: { math: { command: "node", args: ["math.js"] } },
} satisfies MCPConfig;

const client = new MCPAdapter(config, { toolNames: (server, tool) => `${server}__${tool}` }) satisfies MCPAdapter;

export const tools = await (client satisfies MCPAdapter).listTools();
