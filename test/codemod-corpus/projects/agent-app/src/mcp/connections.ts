import type { OAuthClientProvider } from "@modelcontextprotocol/sdk/client/auth.js";
import {
  MultiServerMCPClient,
  type StdioConnection,
  type StreamableHTTPConnection,
  type SSEConnection,
} from "@langchain/mcp-adapters";

export const filesystem: StdioConnection = {
  transport: "stdio",
  command: "npx",
  args: ["-y", "@modelcontextprotocol/server-filesystem", "/srv/shared"],
  env: { NODE_OPTIONS: "--max-old-space-size=256" },
  cwd: "/srv",
  encoding: "utf8",
};

export function hostedConnection(url: string, provider?: OAuthClientProvider): StreamableHTTPConnection {
  const conn: StreamableHTTPConnection = { transport: "http", url };
  if (provider) {
    conn.authProvider = provider;
  }
  conn.defaultToolTimeout = 45_000;
  conn.headers = { "X-Client": "agent-app" };
  return conn;
}

// Old dashboards still speak SSE.
export const events: SSEConnection = {
  transport: "sse",
  url: "http://127.0.0.1:8932/sse",
  reconnect: { enabled: false },
};

export function clientFor(provider?: OAuthClientProvider) {
  return new MultiServerMCPClient({
    mcpServers: {
      filesystem,
      hosted: hostedConnection("http://127.0.0.1:8931/mcp", provider),
      events,
    },
  });
}
