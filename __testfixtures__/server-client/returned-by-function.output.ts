import { MCPAdapter } from "langchain-mcp-bridge";

const adapter = new MCPAdapter({
  mcpServers: { notes: { url: "http://127.0.0.1:3000/mcp" } },
}, { toolNames: "bare" });

// A helper hands out a server's SDK client: what its callers read from it is adapted too.
async function serverClient(name: string) {
  return adapter.client(name);
}
const notesClient = () => adapter.client("notes");

export async function toolNames() {
  const client = await serverClient("notes");
  const listed = await client!.listTools();
  return listed.map((t) => t.name);
}

export async function summary() {
  const notes = await notesClient();
  const result = await notes!.callTool("count", { folder: "inbox" });
  const prompts = await notes!.listPrompts();
  return { result, prompts };
}
