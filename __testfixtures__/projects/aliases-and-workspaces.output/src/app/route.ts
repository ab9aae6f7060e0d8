// Imports through the tsconfig alias and the workspace package: neither names the old package.
import { client } from "@/lib/mcp";
import { createClient } from "@acme/mcp";

export async function GET() {
  const tools = await client.listTools();
  const search = createClient();
  await search.connect();
  return Response.json([...tools, ...(await search.listTools())].map((t) => t.name));
}
