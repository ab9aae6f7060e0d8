// Loaded lazily, next to another module, in one Promise.all.
export async function countTools(): Promise<number> {
  const [{ MultiServerMCPClient: Client }, { join }] = await Promise.all([
    import("@langchain/mcp-adapters"),
    import("node:path"),
  ]);
  const client = new Client({
    mcpServers: { math: { command: "node", args: [join("servers", "math.js")] } },
  });
  await client.initializeConnections();
  const tools = await client.getTools();
  await client.close();
  return tools.length;
}

export async function moduleObject(): Promise<void> {
  const [path, mcp] = await Promise.all([import("node:path"), import("@langchain/mcp-adapters")]);
  const client = new mcp.MultiServerMCPClient({
    mcpServers: { files: { command: "node", args: [path.resolve("files.js")] } },
  });
  console.log((await client.getTools()).map((t) => t.name));
}
