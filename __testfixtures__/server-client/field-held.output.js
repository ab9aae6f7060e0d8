import { MCPAdapter } from "langchain-mcp-bridge";

const adapter = new MCPAdapter({
  mcpServers: { math: { command: "node", args: ["./math-server.js"] } },
}, { toolNames: "bare" });

// The server's own client kept in a field, read in other methods.
export class MathInspector {
  #prompts = null;

  async open() {
    this.math = await adapter.client("math");
    this.#prompts = await adapter.client("math");
  }

  async toolNames() {
    return (await this.math.listTools()).map((t) => t.name);
  }

  async promptCount() {
    const prompts = await this.#prompts.listPrompts();
    return prompts.length;
  }

  async add(a, b) {
    return this.math.callTool("add", { a, b });
  }

  async reconnect(transport) {
    // TODO(mcp-migrate): MCPClient.connect() takes no transport (the SDK client's connect(transport) did): the runtime's client opens its own server's connection; remove the argument
    await this.math.connect(transport);
    await this.math.connect();
  }

  async version() {
    // TODO(mcp-migrate): MCPClient has no `getServerVersion` (getClient(name) returned the SDK's Client; adapter.client(name) is the runtime's MCPClient: name, options, transport, toJSON, finishAuth, connect, serverInfo, protocolEra, listTools, callTool, listPrompts, getPrompt, listResources, readResource, listResourceTemplates, setLoggingLevel, ping, close)
    return this.math.getServerVersion();
  }
}
