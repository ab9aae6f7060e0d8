import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from "@nestjs/common";
import { MultiServerMCPClient, type ClientConfig } from "@langchain/mcp-adapters";
import type { DynamicStructuredTool } from "@langchain/core/tools";
import { MCP_OPTIONS } from "./mcp.constants";
import { describeMcpError } from "../common/mcp-errors";

@Injectable()
export class McpService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(McpService.name);
  private readonly client: MultiServerMCPClient;
  private tools: DynamicStructuredTool[] = [];

  constructor(@Inject(MCP_OPTIONS) private readonly options: ClientConfig) {
    this.client = new MultiServerMCPClient(options);
  }

  async onModuleInit(): Promise<void> {
    try {
      this.tools = await this.client.getTools();
      this.logger.log(`loaded ${this.tools.length} MCP tools`);
    } catch (err) {
      this.logger.error(describeMcpError(err));
      throw err;
    }
  }

  async onModuleDestroy(): Promise<void> {
    await this.client.close();
  }

  getTools(): DynamicStructuredTool[] {
    return this.tools;
  }

  async toolsFrom(server: string): Promise<DynamicStructuredTool[]> {
    return this.client.getTools(server);
  }

  async isServerUp(name: string): Promise<boolean> {
    return (await this.client.getClient(name)) !== undefined;
  }

  get rawClient(): MultiServerMCPClient {
    return this.client;
  }
}
