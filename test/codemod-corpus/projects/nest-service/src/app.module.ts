import { Module } from "@nestjs/common";
import { McpModule } from "./mcp/mcp.module";
import { mcpConfig } from "./mcp/mcp.config";
import { AgentModule } from "./agent/agent.module";

@Module({
  imports: [McpModule.register(mcpConfig), AgentModule],
})
export class AppModule {}
