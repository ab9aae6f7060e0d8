import { MultiServerMCPClient } from "@langchain/mcp-adapters";

class Holder {
  private client?: MultiServerMCPClient;
  async start() {
    this.client = new MultiServerMCPClient({ mcpServers: {} });
    await this.client?.initializeConnections();
    const tools = await this.client?.getTools();
    const one = await this.client?.getTools("math");
    await this.client?.close();
    return [tools, one];
  }
}
export { Holder };
