import { MultiServerMCPClient } from "@langchain/mcp-adapters";

const client = new MultiServerMCPClient({
  mcpServers: { math: { command: "node", args: ["./math-server.js"] } },
  prefixToolNameWithServerName: false,
  additionalToolNamePrefix: "",
});
const byServer = await client.initializeConnections();
console.log(byServer);
