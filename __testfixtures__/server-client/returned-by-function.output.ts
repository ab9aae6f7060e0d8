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
  // TODO(mcp-migrate): MCPClient.listPrompts() resolves to the list itself (the SDK client's resolved to { prompts: [...] }): read it as the list
  const { prompts } = await notes!.listPrompts();
  return { result, prompts };
}
