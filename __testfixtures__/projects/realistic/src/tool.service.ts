import { calculatorServers, ToolClient } from "./mcp/index.js";

// A stand-in for NestJS's @Injectable(): the service is built once and shared.
function Injectable() {
  return <T>(target: T, _context: ClassDecoratorContext) => target;
}

@Injectable()
export class ToolService {
  private readonly client: ToolClient;

  constructor(serverScript: string) {
    this.client = new ToolClient({
      mcpServers: calculatorServers(serverScript),
      throwOnLoadError: true,
    });
  }

  async toolNames(): Promise<string[]> {
    await this.client.initializeConnections();
    const tools = await this.client.getTools();
    return tools.map((t) => t.name).sort();
  }

  async add(a: number, b: number): Promise<string> {
    const tools = await this.client.getTools("calc");
    const add = tools.find((t) => t.name === "add");
    if (!add) throw new Error("the calculator has no add tool");
    return String(await add.invoke({ a, b }));
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}
