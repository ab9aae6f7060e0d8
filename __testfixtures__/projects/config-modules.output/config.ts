// The servers and options of the whole app, in one typed module.
import type { MCPConfig } from "langchain-mcp-bridge";

export const mcpConfig: MCPConfig = {
  mcpServers: {
    math: {
      command: "node",
      args: ["math.js"],
    },
    weather: { url: "http://127.0.0.1:8000/mcp" },
  },
};
