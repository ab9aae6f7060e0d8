import { MCPAdapter } from "langchain-mcp-bridge";

// Ported from Python: "streamable_http" is that package's spelling.
const client = new MCPAdapter({
  mcpServers: {
    math: { command: "python", args: ["./math_server.py"] },
    weather: { url: "http://localhost:8000/mcp" },
  },
}, { toolNames: "bare" });

export const tools = await client.listTools();
