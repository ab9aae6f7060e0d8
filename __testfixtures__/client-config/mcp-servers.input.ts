import { MultiServerMCPClient } from "@langchain/mcp-adapters";

const client = new MultiServerMCPClient({
  mcpServers: {
    // Local tools, started as a child process.
    math: {
      transport: "stdio",
      command: "node",
      args: ["./math-server.js"],
      env: { LOG_LEVEL: "warn" },
      cwd: "./servers",
    },
    weather: {
      type: "http",
      url: "http://localhost:8000/mcp",
      headers: { Authorization: `Bearer ${process.env.WEATHER_TOKEN}` },
    },
  },
});

export const tools = await client.getTools();
await client.close();
