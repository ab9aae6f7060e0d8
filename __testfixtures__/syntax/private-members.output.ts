import { MCPAdapter } from "langchain-mcp-bridge";

export class ToolService {
  #client = new MCPAdapter({
    mcpServers: { math: { command: "node", args: ["math.js"] } },
  }, { toolNames: "bare" });
  static #shared = new MCPAdapter({
    mcpServers: { weather: { url: "http://localhost:8000/mcp" } },
  }, { toolNames: "bare" });
  #backup: MCPAdapter | undefined;

  constructor() {
    this.#backup = this.#client;
  }

  async tools() {
    return this.#client.listTools();
  }

  static async sharedTools() {
    return ToolService.#shared.listTools();
  }

  async #close() {
    await this.#backup?.close();
  }

  async dispose() {
    await this.#close();
  }
}
