// An Express-style handler over a client the caller owns.
import { MultiServerMCPClient } from "@langchain/mcp-adapters";

export interface JsonResponse {
  json(body: unknown): void;
}

export function toolsHandler(client: MultiServerMCPClient, only: string[] = []) {
  return async (_request: unknown, response: JsonResponse) => {
    const tools = await client.getTools(...only);
    response.json({ tools: tools.map((t) => t.name).sort() });
  };
}
