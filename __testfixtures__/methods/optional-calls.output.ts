import { MCPAdapter } from "langchain-mcp-bridge";

class Holder {
  private client?: MCPAdapter;
  async start() {
    this.client = new MCPAdapter({ mcpServers: {} }, { toolNames: "bare" });
    await this.client?.connect();
    const tools = await this.client?.listTools();
    const one = await this.client?.listTools({ servers: ["math"] });
    await this.client?.close();
    return [tools, one];
  }
}
export { Holder };
