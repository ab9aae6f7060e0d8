export async function connect() {
  const { MCPAdapter } = await import("langchain-mcp-bridge");
  const client = new MCPAdapter({
    mcpServers: { math: { command: "node", args: ["./math-server.js"] } },
  }, { toolNames: "bare" });
  return client.listTools();
}
