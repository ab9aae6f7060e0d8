import { MultiServerMCPClient } from "@langchain/mcp-adapters";

const adapter = new MultiServerMCPClient({
  mcpServers: { notes: { url: "http://127.0.0.1:3000/mcp" } },
});

// A helper hands out a server's SDK client: what its callers read from it is adapted too.
async function serverClient(name: string) {
  return adapter.getClient(name);
}
const notesClient = () => adapter.getClient("notes");

export async function toolNames() {
  const client = await serverClient("notes");
  const listed = await client!.listTools();
  return listed.tools.map((t) => t.name);
}

export async function summary() {
  const notes = await notesClient();
  const result = await notes!.callTool({ name: "count", arguments: { folder: "inbox" } });
  const { prompts } = await notes!.listPrompts();
  return { result, prompts };
}
