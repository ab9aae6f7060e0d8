import { MultiServerMCPClient } from "@langchain/mcp-adapters";

/** The app's own wrapper: its getTools()/getClient() are not the old client's. */
class ToolBox {
  constructor(private readonly names: string[]) {}
  getTools() {
    return this.names;
  }
  getClient(name: string) {
    return { name };
  }
}

const box = new ToolBox(["add"]);
export const own = box.getTools();
export const ownClient = box.getClient("math");

const mcp = new MultiServerMCPClient({
  mcpServers: { math: { command: "node", args: ["./math-server.js"] } },
});
export const tools = await mcp.getTools();
