import { MultiServerMCPClient } from "@langchain/mcp-adapters";
import type { OAuthClientProvider } from "@modelcontextprotocol/sdk/client/auth.js";

declare const oauth: OAuthClientProvider;

// Settings that only an MCPClient carries: auth provider, stderr, a per-server timeout.
export const client = new MultiServerMCPClient({
  mcpServers: {
    github: {
      url: "https://api.example.com/mcp",
      headers: { "X-Org": "acme" },
      authProvider: oauth,
    },
    math: {
      transport: "stdio",
      command: "node",
      args: ["./math-server.js"],
      stderr: "ignore",
      defaultToolTimeout: 10_000,
    },
    legacy: { transport: "sse", url: "http://localhost:9000/sse" },
  },
  onConnectionError: "ignore",
});
