import { MultiServerMCPClient } from "@langchain/mcp-adapters";
import type { StructuredToolInterface } from "@langchain/core/tools";

// Stand-ins for @nestjs/common, so the fixture compiles on its own.
const Injectable = (): ClassDecorator => () => {};
interface OnModuleInit {
  onModuleInit(): Promise<void>;
}
interface OnModuleDestroy {
  onModuleDestroy(): Promise<void>;
}

@Injectable()
export class McpService implements OnModuleInit, OnModuleDestroy {
  private client!: MultiServerMCPClient;
  private tools: StructuredToolInterface[] = [];

  async onModuleInit() {
    this.client = new MultiServerMCPClient({
      mcpServers: { math: { command: "node", args: ["./math-server.js"] } },
    });
    this.tools = await this.client.getTools();
  }

  list() {
    return this.tools;
  }

  async onModuleDestroy() {
    await this.client.close();
  }
}
