import { MCPAdapter } from "langchain-mcp-bridge";

const client = new MCPAdapter({
  mcpServers: {
    // Local tools, started as a child process.
    math: {
      command: "node",
      args: ["./math-server.js"],
      env: { LOG_LEVEL: "warn" },
      cwd: "./servers",
    },
    weather: {
      url: "http://localhost:8000/mcp",
      headers: { Authorization: `Bearer ${process.env.WEATHER_TOKEN}` },
    },
  },
}, { toolNames: "bare" });

export const tools = await client.listTools();
await client.close();
