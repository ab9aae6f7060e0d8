import { MultiServerMCPClient } from "@langchain/mcp-adapters";

const client = new MultiServerMCPClient({ mcpServers: { math: { command: "node", args: ["math.js"] } } });

// Methods taken off the client by destructuring: they cannot be renamed in place.
export function detached() {
  const { getTools, close } = client;
  return { getTools, close };
}

// Not a client: the same names taken off an object of the program's own.
const toolbox = { getTools: () => [] as string[] };
export const { getTools: ownTools } = toolbox;
