// A function that receives the module object at one call and something else at another: its
// parameter is not the module object, so where the module is handed to it stays marked.
function build(source: any) {
  return new source.MultiServerMCPClient({ mcpServers: {} });
}

export async function both() {
  const mod = await import("langchain-mcp-bridge");
  // TODO(mcp-migrate): the old module object is handed on here (now langchain-mcp-bridge): the code that reads names from it (MultiServerMCPClient, …) and calls their methods is not migrated
  const fromModule = build(mod);
  const fromElsewhere = build({ MultiServerMCPClient: class {} });
  return [fromModule, fromElsewhere];
}

// Exported: other modules may call it with anything, so it is not followed either.
export function exported(lib: any) {
  return new lib.MultiServerMCPClient({ mcpServers: {} });
}

export async function viaExported() {
  // TODO(mcp-migrate): the old module object is handed on here (now langchain-mcp-bridge): the code that reads names from it (MultiServerMCPClient, …) and calls their methods is not migrated
  return exported(await import("langchain-mcp-bridge"));
}
