import { MultiServerMCPClient } from "@langchain/mcp-adapters";

export class ToolService {
  #client = new MultiServerMCPClient({
    mcpServers: { math: { command: "node", args: ["math.js"] } },
  });
  static #shared = new MultiServerMCPClient({
    mcpServers: { weather: { url: "http://localhost:8000/mcp" } },
  });
  #backup: MultiServerMCPClient | undefined;

  constructor() {
    this.#backup = this.#client;
  }

  async tools() {
    return this.#client.getTools();
  }

  static async sharedTools() {
    return ToolService.#shared.getTools();
  }

  async #close() {
    await this.#backup?.close();
  }

  async dispose() {
    await this.#close();
  }
}
