import { MultiServerMCPClient } from "@langchain/mcp-adapters";

const client = new MultiServerMCPClient({
  mcpServers: {
    math: { command: "node", args: ["./math-server.js"] },
    weather: { url: "http://localhost:8000/mcp" },
  },
});

// Fail fast when a server is down.
await client.initializeConnections();

const byServer = await client.initializeConnections();
for (const [server, tools] of Object.entries(byServer)) {
  console.log(server, tools.length);
}
