export async function connect() {
  const { MultiServerMCPClient } = await import("@langchain/mcp-adapters");
  const client = new MultiServerMCPClient({
    mcpServers: { math: { command: "node", args: ["./math-server.js"] } },
  });
  return client.getTools();
}
