import { MCPAdapter } from "langchain-mcp-bridge";
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
  private client!: MCPAdapter;
  private tools: StructuredToolInterface[] = [];

  async onModuleInit() {
    this.client = new MCPAdapter({
      mcpServers: { math: { command: "node", args: ["./math-server.js"] } },
    }, { toolNames: "bare" });
    this.tools = await this.client.listTools();
  }

  list() {
    return this.tools;
  }

  async onModuleDestroy() {
    await this.client.close();
  }
}
