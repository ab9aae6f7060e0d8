import { MultiServerMCPClient } from "@langchain/mcp-adapters";

// A subclass of the old client, used by another module.
export class ToolService extends MultiServerMCPClient {
  constructor() {
    super({ mcpServers: { math: { command: "node", args: ["./math-server.js"] } } });
  }
}
