import { MultiServerMCPClient } from "@langchain/mcp-adapters";

export const client = new MultiServerMCPClient({
  mcpServers: {
    legacy: {
      transport: "sse",
      url: "http://localhost:9000/sse",
      headers: { "X-Team": "tools" },
      reconnect: { enabled: true, maxAttempts: 5, delayMs: 2000 },
    },
    modern: {
      url: "http://localhost:8000/mcp",
      automaticSSEFallback: true,
    },
    strict: {
      url: "http://localhost:8001/mcp",
      automaticSSEFallback: false,
    },
  },
});
