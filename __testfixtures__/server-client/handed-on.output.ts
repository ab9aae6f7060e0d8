import { MCPAdapter } from "langchain-mcp-bridge";

const client = new MCPAdapter({
  mcpServers: { math: { command: "node", args: ["./math-server.js"] } },
}, { toolNames: "bare" });

/** Reads the SDK client's shapes: not followed from the calls below. */
async function describeServer(server: unknown): Promise<string> {
  return String(server);
}

export async function report(): Promise<string[]> {
  const math = await client.client("math");
  // Logged: only looked at.
  console.log(math);
  // Handed to a function that reads it.
  // TODO(mcp-migrate): the server's client is handed on here: it is now the runtime's MCPClient (list methods resolve to the list, callTool(name, args), ping() resolves to undefined); the code that receives it is not migrated (MCPClient's members: name, options, transport, toJSON, finishAuth, connect, serverInfo, protocolEra, listTools, callTool, listPrompts, getPrompt, listResources, readResource, listResourceTemplates, setLoggingLevel, ping, close)
  const text = await describeServer(math);
  // TODO(mcp-migrate): the server's client is handed on here: it is now the runtime's MCPClient (list methods resolve to the list, callTool(name, args), ping() resolves to undefined); the code that receives it is not migrated (MCPClient's members: name, options, transport, toJSON, finishAuth, connect, serverInfo, protocolEra, listTools, callTool, listPrompts, getPrompt, listResources, readResource, listResourceTemplates, setLoggingLevel, ping, close)
  const direct = await describeServer(await client.client("math"));
  return [text, direct];
}
