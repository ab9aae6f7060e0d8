import { MultiServerMCPClient } from "@langchain/mcp-adapters";

// Ported from Python: "streamable_http" is that package's spelling.
const client = new MultiServerMCPClient({
  math: { transport: "stdio", command: "python", args: ["./math_server.py"] },
  weather: { transport: "streamable_http", url: "http://localhost:8000/mcp" },
});

export const tools = await client.getTools();
