import {
  StdioTransport,
  MCPClient,
  StreamableHttpTransport,
  ClientGroup,
  MCPAdapter,
} from "langchain-mcp-bridge";

const client = new MCPAdapter(new ClientGroup({
  // adds a STDIO connection to a server named "math"
  math: new MCPClient(new StdioTransport({
    command: "npx",
    args: ["-y", "@modelcontextprotocol/server-math"],
  })),
  // here's a filesystem server
  filesystem: new MCPClient(new StdioTransport({
    command: "npx",
    args: ["-y", "@modelcontextprotocol/server-filesystem"],
  })),
  // Streamable HTTP transport example, with auth headers and automatic SSE fallback disabled
  weather: new MCPClient(new StreamableHttpTransport("https://example.com/weather/mcp", {
    headers: {
      Authorization: "Bearer token123",
    },
  }), { timeout: 5000 }),
}), { toolNames: "bare" });

export const tools = await client.listTools();
