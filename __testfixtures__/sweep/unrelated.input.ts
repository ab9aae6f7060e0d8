// A tool registry of this project: it never touches the MCP adapters.
const registry = { getTools: async () => [{ name: "search" }] };

export async function names(deps: { registry: typeof registry }) {
  const tools = await deps.registry.getTools();
  return tools.map((t: { name: string }) => t.name);
}
