import { MultiServerMCPClient } from "@langchain/mcp-adapters";

export async function toolsFromConfigFile(path = "./mcp.json") {
  const client = MultiServerMCPClient.fromConfigFile(path);
  const byServer = await client.initializeConnections();
  for (const [server, tools] of byServer) {
    console.log(`${server}: ${tools.map((t) => t.name).join(", ")}`);
  }
  return client.getTools(["search"]);
}
