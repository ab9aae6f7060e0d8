import { MCPAdapter } from "langchain-mcp-bridge";

const client = new MCPAdapter({
  mcpServers: { math: { command: "node", args: ["./math-server.js"] } },
}, { toolNames: "bare" });
const byServer = await Promise.all(
  client.serverNames.map(async (server) => [server, await client.listTools({ servers: [server] })] as const),
).then((entries) => Object.fromEntries(entries));
console.log(byServer);
