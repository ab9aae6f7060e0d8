import { MCPAdapter } from "langchain-mcp-bridge";

// TODO(mcp-migrate): "realtime" uses WebSocket, which langchain-mcp-bridge does not support: move the server to Streamable HTTP and give its http(s) "url"
export const client = new MCPAdapter({
  mcpServers: {
    realtime: { transport: "websocket", url: "ws://localhost:7000/mcp" },
    math: { command: "node", args: ["./math-server.js"] },
  },
}, { toolNames: "bare" });
