import { MCPAdapter } from "langchain-mcp-bridge";

const useSse = process.env.MATH_TRANSPORT === "sse";

const client = new MCPAdapter({
  mcpServers: {
    math: useSse ? {
      transport: "sse",
      url: "http://localhost:9000/sse",
      headers: { "X-Team": "tools" },
    } : {
      command: "node",
      args: ["./math-server.js"],
    },
    files: {
      command: "npx",
      args: ["-y", "files-server"],
      env: { ROOT: "/data" },
    },
  },
}, { toolNames: "bare" });
await client.connect();

export const tools = await client.listTools();
