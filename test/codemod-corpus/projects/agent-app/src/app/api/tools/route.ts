import { mcpClient, toolNames } from "../../../lib/mcp.js";

export const dynamic = "force-dynamic";

export async function GET(): Promise<Response> {
  const names = await toolNames();
  return Response.json({ count: names.length, names });
}

export async function POST(req: Request): Promise<Response> {
  const { tool, args } = (await req.json()) as { tool: string; args: Record<string, unknown> };
  const tools = await mcpClient.getTools();
  const found = tools.find((t) => t.name === tool);
  if (!found) return Response.json({ error: `unknown tool ${tool}` }, { status: 404 });
  const result = await found.invoke(args);
  return Response.json({ result: typeof result === "string" ? result : JSON.stringify(result) });
}
