import { MCPAdapter, type MCPConfig } from "langchain-mcp-bridge";

const servers = {
  math: { command: "node", args: ["./math-server.js"] },
};

const config: MCPConfig = {
  mcpServers: servers,
};

export const client = new MCPAdapter(config, { toolNames: (server, tool) => `${server}__${tool}` });
