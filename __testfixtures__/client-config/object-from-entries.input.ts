import { MultiServerMCPClient, type Connection } from "@langchain/mcp-adapters";

const names = ["alpha", "beta"];

export const client = new MultiServerMCPClient({
  mcpServers: Object.fromEntries(
    names.map((name): [string, Connection] => [
      name,
      { transport: "http", url: `http://localhost:8000/${name}/mcp` },
    ]),
  ),
});
