// Loaded lazily, next to another module, in one Promise.all.
export async function countTools(): Promise<number> {
  const [{ MCPAdapter: Client }, { join }] = await Promise.all([
    import("langchain-mcp-bridge"),
    import("node:path"),
  ]);
  const client = new Client({
    mcpServers: { math: { command: "node", args: [join("servers", "math.js")] } },
  }, { toolNames: "bare" });
  await client.connect();
  const tools = await client.listTools();
  await client.close();
  return tools.length;
}

export async function moduleObject(): Promise<void> {
  const [path, mcp] = await Promise.all([import("node:path"), import("langchain-mcp-bridge")]);
  const client = new mcp.MCPAdapter({
    mcpServers: { files: { command: "node", args: [path.resolve("files.js")] } },
  }, { toolNames: "bare" });
  console.log((await client.listTools()).map((t) => t.name));
}
