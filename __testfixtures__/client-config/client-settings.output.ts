import { MCPClient, StdioTransport, SSETransport, ClientGroup, MCPAdapter } from "langchain-mcp-bridge";
import type { OAuthClientProvider } from "@modelcontextprotocol/sdk/client/auth.js";

declare const oauth: OAuthClientProvider;

// Settings that only an MCPClient carries: auth provider, stderr, a per-server timeout.
export const client = new MCPAdapter(new ClientGroup({
  github: new MCPClient("https://api.example.com/mcp", { headers: { "X-Org": "acme" }, auth: oauth }),
  math: new MCPClient(new StdioTransport({
    command: "node",
    args: ["./math-server.js"],
    stderr: "ignore",
  }), { timeout: 10_000 }),
  legacy: new MCPClient(new SSETransport("http://localhost:9000/sse")),
}), { toolNames: "bare", onConnectionError: "skip" });
