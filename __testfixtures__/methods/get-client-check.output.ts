import { MCPAdapter } from "langchain-mcp-bridge";

const client = new MCPAdapter({
  mcpServers: { math: { command: "node", args: ["./math.js"] } },
}, { toolNames: "bare", onConnectionError: "skip" });

export async function status(name: string): Promise<string> {
  // TODO(mcp-migrate): this tests whether getClient(name) found the server: the old one resolved to undefined for a server left out of the config or one that failed to connect; client(name) throws MCPConfigError for an unknown name and returns a client for a server that is down: test `adapter.serverNames.includes(name)`, or `await adapter.client(name).ping()` for a live connection
  const sdk = await client.client(name);
  if (!sdk) {
    return `${name}: not connected`;
  }
  return `${name}: connected`;
}

export async function version(name: string) {
  // TODO(mcp-migrate): this tests whether getClient(name) found the server: the old one resolved to undefined for a server left out of the config or one that failed to connect; client(name) throws MCPConfigError for an unknown name and returns a client for a server that is down: test `adapter.serverNames.includes(name)`, or `await adapter.client(name).ping()` for a live connection
  // TODO(mcp-migrate): MCPClient has no `getServerVersion` (getClient(name) returned the SDK's Client; adapter.client(name) is the runtime's MCPClient: name, options, transport, toJSON, finishAuth, connect, serverInfo, protocolEra, listTools, callTool, listPrompts, getPrompt, listResources, readResource, listResourceTemplates, setLoggingLevel, ping, close)
  return (await client.client(name))?.getServerVersion();
}

export async function tools(name: string) {
  // Used, never tested: the rename is all it needs.
  const sdk = await client.client(name);
  // TODO(mcp-migrate): MCPClient.listTools() resolves to the list itself (the SDK client's resolved to { tools: [...] }): read it as the list
  return sdk!.listTools();
}
