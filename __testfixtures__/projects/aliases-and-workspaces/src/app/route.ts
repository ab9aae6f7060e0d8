// Imports through the tsconfig alias and the workspace package: neither names the old package.
import { client } from "@/lib/mcp";
import { createClient } from "@acme/mcp";

export async function GET() {
  const tools = await client.getTools();
  const search = createClient();
  await search.initializeConnections();
  return Response.json([...tools, ...(await search.getTools())].map((t) => t.name));
}
