import { loadMCPConfig, MCPAdapter } from "langchain-mcp-bridge";

const extra = {
  weather: { transport: "sse" as const, url: "http://localhost:9000/sse" },
};

const client = new MCPAdapter({
  mcpServers: {
    math: { command: "node", args: ["./math-server.js"] },
    ...extra,
    ...loadMCPConfig("./more-servers.json").mcpServers,
  },
}, { toolNames: "bare" });

export const ready = Promise.all(
  client.serverNames.map(async (server) => [server, await client.listTools({ servers: [server] })] as const),
).then((entries) => new Map(entries));
