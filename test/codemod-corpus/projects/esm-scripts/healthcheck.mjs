#!/usr/bin/env node
// Exit 1 when a configured server does not answer (used by the k8s probe).
import { MultiServerMCPClient } from "@langchain/mcp-adapters";

const servers = JSON.parse(process.env.MCP_SERVERS_JSON ?? "{}");
const client = new MultiServerMCPClient({ mcpServers: servers, onConnectionError: "ignore" });
await client.initializeConnections();
let down = 0;
for (const name of Object.keys(servers)) {
  if (!client.getClient(name)) console.log("down");
  if (!(await client.getClient(name))) {
    console.log(`${name}: down`);
    down++;
  }
}
await client.close();
process.exit(down ? 1 : 0);
