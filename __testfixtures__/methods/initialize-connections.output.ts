import { MCPAdapter } from "langchain-mcp-bridge";

const client = new MCPAdapter({
  mcpServers: {
    math: { command: "node", args: ["./math-server.js"] },
    weather: { url: "http://localhost:8000/mcp" },
  },
}, { toolNames: "bare" });

// Fail fast when a server is down.
await client.connect();

const byServer = await Promise.all(
  client.serverNames.map(async (server) => [server, await client.listTools({ servers: [server] })] as const),
).then((entries) => Object.fromEntries(entries));
for (const [server, tools] of Object.entries(byServer)) {
  console.log(server, tools.length);
}
