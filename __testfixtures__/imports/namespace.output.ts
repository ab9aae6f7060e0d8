import * as mcp from "langchain-mcp-bridge";

const config: mcp.MCPConfig = {
  mcpServers: {
    weather: { url: "http://localhost:8000/mcp" },
  },
};

export const client = new mcp.MCPAdapter(config, { toolNames: "bare" });
export type Entry = mcp.MCPServerEntry;
