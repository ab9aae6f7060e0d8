import { MCPAdapter } from "langchain-mcp-bridge";

const client = new MCPAdapter({
  mcpServers: {
    search: {
      transport: "sse",
      url: "http://localhost:9000/sse",
    },
  },
}, { toolNames: "bare" });

export const ready = Promise.all(
  client.serverNames.map(async (server) => [server, await client.listTools({ servers: [server] })] as const),
).then((entries) => new Map(entries));
