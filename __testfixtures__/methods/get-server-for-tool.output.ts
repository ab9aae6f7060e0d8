import { MCPAdapter } from "langchain-mcp-bridge";

const client = new MCPAdapter({
  mcpServers: {
    math: { command: "node", args: ["./math-server.js"] },
  },
}, { toolNames: "bare" });
await client.connect();

// TODO(mcp-migrate): getServerForTool is gone: read the server from the tool itself, `tool.metadata?.mcp?.server?.name` (the server's own name), or list tools per server with listTools({ servers: [name] })
export const server = client.getServerForTool("add");
