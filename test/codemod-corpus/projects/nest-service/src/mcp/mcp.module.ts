import { DynamicModule, Global, Module } from "@nestjs/common";
import type { ClientConfig } from "@langchain/mcp-adapters";
import { MCP_OPTIONS } from "./mcp.constants";
import { McpService } from "./mcp.service";
import { McpHealthIndicator } from "./mcp.health";

@Global()
@Module({})
export class McpModule {
  static register(config: ClientConfig): DynamicModule {
    return {
      module: McpModule,
      providers: [{ provide: MCP_OPTIONS, useValue: config }, McpService, McpHealthIndicator],
      exports: [McpService, McpHealthIndicator],
    };
  }

  static registerAsync(factory: () => Promise<ClientConfig> | ClientConfig): DynamicModule {
    return {
      module: McpModule,
      providers: [{ provide: MCP_OPTIONS, useFactory: factory }, McpService, McpHealthIndicator],
      exports: [McpService, McpHealthIndicator],
    };
  }
}
