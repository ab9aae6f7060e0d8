import { MCPAdapter } from "langchain-mcp-bridge";

const config = {
  mcpServers: {
    api: { url: "https://api.example.com/mcp", headers: {} as Record<string, string> },
  },
};

// Filled in before the client is created.
config.mcpServers.api.headers = { Authorization: `Bearer ${process.env.API_TOKEN}` };

export const client = new MCPAdapter(config, { toolNames: "bare" });

// Too late for the old client, which copied the config when it was created.
config.mcpServers.api.headers = { Authorization: "Bearer rotated" };
