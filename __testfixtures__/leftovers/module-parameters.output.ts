// The module object reaches code through parameters: each is followed like a namespace import.
type McpModule = typeof import("langchain-mcp-bridge");

async function toolsOf(mod: McpModule, url: string) {
  const adapter = new mod.MCPAdapter({ mcpServers: { docs: { url } } }, { toolNames: "bare" });
  return adapter.listTools();
}

// Typed structurally at the parameter itself.
function buildWith(lib: typeof import("langchain-mcp-bridge")) {
  return new lib.MCPAdapter({
    mcpServers: { files: { command: "node", args: ["files.js"] } },
  }, { toolNames: "bare" });
}

// An untyped parameter that only ever receives the module object.
async function withModule(m: any) {
  const client = new m.MCPAdapter(
    { mcpServers: { notes: { url: "http://127.0.0.1:3000/mcp" } } },
    { toolNames: "bare" }
  );
  await client.connect();
  return client;
}

export async function start() {
  const mod = await import("langchain-mcp-bridge");
  const tools = await toolsOf(mod, "http://127.0.0.1:3001/mcp");
  const files = buildWith(mod);
  const notes = await withModule(await import("langchain-mcp-bridge"));
  return { tools, files, notes };
}

// The callback of `.then`: its parameter is the module object, named or destructured.
export const lazyTools = import("langchain-mcp-bridge").then((mcp) =>
  new mcp.MCPAdapter(
    { mcpServers: { docs: { url: "http://127.0.0.1:3002/mcp" } } },
    { toolNames: "bare" }
  ).listTools(),
);

export const lazyClient = import("langchain-mcp-bridge").then(({ MCPAdapter }) => {
  const client = new MCPAdapter(
    { mcpServers: { notes: { command: "node", args: ["notes.js"] } } },
    { toolNames: "bare" }
  );
  return client;
});
