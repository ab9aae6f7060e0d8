import { MultiServerMCPClient } from "@langchain/mcp-adapters";

const client = new MultiServerMCPClient({
  math: { transport: "stdio", command: "node", args: ["./math-server.js"] },
});
await client.initializeConnections();

export const server = client.getServerForTool("add");
