import { MultiServerMCPClient } from "@langchain/mcp-adapters";

const adapter = new MultiServerMCPClient({
  mcpServers: { math: { command: "node", args: ["./math-server.js"] } },
});

// The server's own client kept in a field, read in other methods.
export class MathInspector {
  #prompts = null;

  async open() {
    this.math = await adapter.getClient("math");
    this.#prompts = await adapter.getClient("math");
  }

  async toolNames() {
    return (await this.math.listTools()).tools.map((t) => t.name);
  }

  async promptCount() {
    const { prompts } = await this.#prompts.listPrompts();
    return prompts.length;
  }

  async add(a, b) {
    return this.math.callTool({ name: "add", arguments: { a, b } });
  }

  async reconnect(transport) {
    await this.math.connect(transport);
    await this.math.connect();
  }

  async version() {
    return this.math.getServerVersion();
  }
}
