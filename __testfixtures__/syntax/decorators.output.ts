import { MCPAdapter } from "langchain-mcp-bridge";

function logged<T extends (...args: never[]) => unknown>(method: T, _context: ClassMethodDecoratorContext) {
  return method;
}

function service<T extends abstract new (...args: never[]) => unknown>(cls: T, _context: ClassDecoratorContext) {
  return cls;
}

@service
export class Agents {
  client = new MCPAdapter({
    mcpServers: { math: { command: "node", args: ["math.js"] } },
  }, { toolNames: "bare" });

  @logged
  async tools() {
    return this.client.listTools();
  }
}
