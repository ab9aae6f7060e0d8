import { MultiServerMCPClient } from "@langchain/mcp-adapters";

function logged<T extends (...args: never[]) => unknown>(method: T, _context: ClassMethodDecoratorContext) {
  return method;
}

function service<T extends abstract new (...args: never[]) => unknown>(cls: T, _context: ClassDecoratorContext) {
  return cls;
}

@service
export class Agents {
  client = new MultiServerMCPClient({
    mcpServers: { math: { command: "node", args: ["math.js"] } },
  });

  @logged
  async tools() {
    return this.client.getTools();
  }
}
