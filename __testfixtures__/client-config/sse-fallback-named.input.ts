import { MultiServerMCPClient } from "@langchain/mcp-adapters";

// A server named Streamable HTTP with the fallback off keeps its type; one left on loses it.
export const client = new MultiServerMCPClient({
  mcpServers: {
    named: {
      automaticSSEFallback: false,
      transport: "http",
      url: "https://example.com/named/mcp",
    },
    lenient: {
      transport: "http",
      url: "https://example.com/lenient/mcp",
      automaticSSEFallback: true,
    },
  },
});
