// The alias is declared in tsconfig.app.json, which the root tsconfig.json only references.
import { client } from "@/lib/mcp";

export async function loadTools() {
  return await client.getTools();
}
