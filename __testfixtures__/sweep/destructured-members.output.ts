import { MCPAdapter } from "langchain-mcp-bridge";

const client = new MCPAdapter(
  { mcpServers: { math: { command: "node", args: ["math.js"] } } },
  { toolNames: "bare" }
);

// Methods taken off the client by destructuring: they cannot be renamed in place.
export function detached() {
  // TODO(mcp-migrate): the old client's `getTools` is taken here by destructuring: MCPAdapter has no `getTools`; its counterpart is `listTools` (its members: serverNames, connect, listTools, exportCatalog, appTools, readUIResource, listPrompts, getPrompt, listResources, readResource, resourceTools, client, close)
  const { getTools, close } = client;
  return { getTools, close };
}

// Not a client: the same names taken off an object of the program's own.
const toolbox = { getTools: () => [] as string[] };
export const { getTools: ownTools } = toolbox;
