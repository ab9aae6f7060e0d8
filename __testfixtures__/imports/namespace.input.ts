import * as mcp from "@langchain/mcp-adapters";

const config: mcp.ClientConfig = {
  mcpServers: {
    weather: { url: "http://localhost:8000/mcp" },
  },
};

export const client = new mcp.MultiServerMCPClient(config);
export type Entry = mcp.Connection;
