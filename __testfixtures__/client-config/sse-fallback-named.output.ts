import { MCPAdapter } from "langchain-mcp-bridge";

// A server named Streamable HTTP with the fallback off keeps its type; one left on loses it.
export const client = new MCPAdapter({
  mcpServers: {
    named: {
      transport: "http",
      url: "https://example.com/named/mcp",
    },
    lenient: {
      url: "https://example.com/lenient/mcp",
    },
  },
}, { toolNames: "bare" });
