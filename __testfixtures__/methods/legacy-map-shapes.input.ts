import { MultiServerMCPClient } from "@langchain/mcp-adapters";

const client = new MultiServerMCPClient({
  math: { transport: "stdio", command: "node", args: ["./math-server.js"] },
});

// 0.2: initializeConnections() resolved to a Map of tools per server.
export const fromInit = Array.from((await client.initializeConnections()).values()).flat();
export const flat = Array.from(client.getTools().values()).flat();
