// The module object reaches code through parameters: each is followed like a namespace import.
type McpModule = typeof import("@langchain/mcp-adapters");

async function toolsOf(mod: McpModule, url: string) {
  const adapter = new mod.MultiServerMCPClient({ mcpServers: { docs: { url } } });
  return adapter.getTools();
}

// Typed structurally at the parameter itself.
function buildWith(lib: typeof import("@langchain/mcp-adapters")) {
  return new lib.MultiServerMCPClient({
    mcpServers: { files: { command: "node", args: ["files.js"] } },
  });
}

// An untyped parameter that only ever receives the module object.
async function withModule(m: any) {
  const client = new m.MultiServerMCPClient({ mcpServers: { notes: { url: "http://127.0.0.1:3000/mcp" } } });
  await client.initializeConnections();
  return client;
}

export async function start() {
  const mod = await import("@langchain/mcp-adapters");
  const tools = await toolsOf(mod, "http://127.0.0.1:3001/mcp");
  const files = buildWith(mod);
  const notes = await withModule(await import("@langchain/mcp-adapters"));
  return { tools, files, notes };
}

// The callback of `.then`: its parameter is the module object, named or destructured.
export const lazyTools = import("@langchain/mcp-adapters").then((mcp) =>
  new mcp.MultiServerMCPClient({ mcpServers: { docs: { url: "http://127.0.0.1:3002/mcp" } } }).getTools(),
);

export const lazyClient = import("@langchain/mcp-adapters").then(({ MultiServerMCPClient }) => {
  const client = new MultiServerMCPClient({ mcpServers: { notes: { command: "node", args: ["notes.js"] } } });
  return client;
});
