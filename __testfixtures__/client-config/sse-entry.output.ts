import { MCPAdapter } from "langchain-mcp-bridge";

export const client = new MCPAdapter({
  mcpServers: {
    legacy: {
      transport: "sse",
      url: "http://localhost:9000/sse",
      headers: { "X-Team": "tools" },
    },
    modern: {
      url: "http://localhost:8000/mcp",
    },
    strict: {
      url: "http://localhost:8001/mcp",
      type: "http",
    },
  },
}, { toolNames: "bare" });
