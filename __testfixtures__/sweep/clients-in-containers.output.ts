import { MCPAdapter } from "langchain-mcp-bridge";

const math = new MCPAdapter(
  { mcpServers: { math: { command: "node", args: ["math.js"] } } },
  { toolNames: "bare" }
);
const weather = new MCPAdapter(
  { mcpServers: { weather: { url: "http://127.0.0.1:3000/mcp" } } },
  { toolNames: "bare" }
);

// Clients kept in literals the codemod follows: by key, by index, as elements.
const registry = { math, weather };
const pool = [math, weather];

// Clients kept where it cannot follow them: a Map.
const byServer = new Map([["math", math]]);

// Not a client: an object of the program's own with a method of the same name.
const toolbox = { getTools: () => [] as string[] };

export async function loadAll() {
  for (const client of pool) await client.connect();
  const lists = await Promise.all(Object.values(registry).map((c) => c.listTools()));
  const first = await pool[0].listTools();
  const mathTools = await registry.math.listTools();
  // TODO(mcp-migrate): `getTools` may be read on an old client kept in `byServer`, where the codemod cannot follow it: MCPAdapter has no `getTools`; its counterpart is `listTools`
  const viaMap = await byServer.get("math")!.getTools();
  const own = toolbox.getTools();
  return { lists, first, mathTools, viaMap, own, size: pool.length + byServer.size };
}

export class Service {
  // A field's object literal: the codemod does not follow fields into literals.
  clients = { main: new MCPAdapter({ mcpServers: {} }, { toolNames: "bare" }) };

  async tools() {
    // TODO(mcp-migrate): `getTools` may be read on an old client kept in `this.clients`, where the codemod cannot follow it: MCPAdapter has no `getTools`; its counterpart is `listTools`
    return this.clients.main.getTools();
  }

  async close() {
    await Promise.all(pool.map((c) => c.close()));
  }
}
