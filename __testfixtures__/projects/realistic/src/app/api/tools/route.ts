// A Next.js route handler: the MCP package is loaded on the first request only.
export async function GET(request: Request): Promise<Response> {
  const [{ MultiServerMCPClient }, { calculatorServers }] = await Promise.all([
    import("@langchain/mcp-adapters"),
    import("../../../mcp/config.js"),
  ]);
  const script = new URL(request.url).searchParams.get("server") ?? "";
  const client = new MultiServerMCPClient({ mcpServers: calculatorServers(script) });
  try {
    const tools = await client.getTools();
    return Response.json({ count: tools.length, first: tools.map((t) => t.name).sort()[0] });
  } finally {
    await client.close();
  }
}
