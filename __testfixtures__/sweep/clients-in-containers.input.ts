import { MultiServerMCPClient } from "@langchain/mcp-adapters";

const math = new MultiServerMCPClient({ mcpServers: { math: { command: "node", args: ["math.js"] } } });
const weather = new MultiServerMCPClient({ mcpServers: { weather: { url: "http://127.0.0.1:3000/mcp" } } });

// Clients kept in literals the codemod follows: by key, by index, as elements.
const registry = { math, weather };
const pool = [math, weather];

// Clients kept where it cannot follow them: a Map.
const byServer = new Map([["math", math]]);

// Not a client: an object of the program's own with a method of the same name.
const toolbox = { getTools: () => [] as string[] };

export async function loadAll() {
  for (const client of pool) await client.initializeConnections();
  const lists = await Promise.all(Object.values(registry).map((c) => c.getTools()));
  const first = await pool[0].getTools();
  const mathTools = await registry.math.getTools();
  const viaMap = await byServer.get("math")!.getTools();
  const own = toolbox.getTools();
  return { lists, first, mathTools, viaMap, own, size: pool.length + byServer.size };
}

export class Service {
  // A field's object literal: the codemod does not follow fields into literals.
  clients = { main: new MultiServerMCPClient({ mcpServers: {} }) };

  async tools() {
    return this.clients.main.getTools();
  }

  async close() {
    await Promise.all(pool.map((c) => c.close()));
  }
}
