import { MCPAdapter } from "langchain-mcp-bridge";

const client = new MCPAdapter({
  mcpServers: { math: { command: "node", args: ["./math-server.js"] } },
}, { toolNames: "bare" });

// What the server offers, read through its own client.
export async function inspect() {
  // TODO(mcp-migrate): this tests whether getClient(name) found the server: the old one resolved to undefined for a server left out of the config or one that failed to connect; client(name) throws MCPConfigError for an unknown name and returns a client for a server that is down: test `adapter.serverNames.includes(name)`, or `await adapter.client(name).ping()` for a live connection
  const math = await client.client("math");
  if (!math) return null;
  const tools = await math.listTools();
  const templates = (await math.listResourceTemplates()).length;
  const prompts = await math.listPrompts();
  console.log(prompts.length);
  // TODO(mcp-migrate): MCPClient.ping() resolves to undefined (the SDK client's resolved to {}) and throws when the server does not answer: test it with try/catch
  const alive = (await math.ping()) !== undefined;
  await math.ping();
  const sum = await math.callTool("add", { a: 1, b: 2 });
  const greeting = await math.getPrompt("greeting", { name: "Ada" });
  const readme = await math.readResource("test://readme");
  // TODO(mcp-migrate): MCPClient has no `getServerVersion` (getClient(name) returned the SDK's Client; adapter.client(name) is the runtime's MCPClient: name, options, transport, toJSON, finishAuth, connect, serverInfo, protocolEra, listTools, callTool, listPrompts, getPrompt, listResources, readResource, listResourceTemplates, setLoggingLevel, ping, close)
  const version = math.getServerVersion();
  return { tools, templates, alive, sum, greeting, readme, version };
}

export async function toolNames(): Promise<string[]> {
  return (await (await client.client("math"))!.listTools()).map((t) => t.name);
}
