import { Module } from "@nestjs/common";
import { AgentService, CHAT_MODEL } from "./agent.service";

@Module({
  providers: [AgentService, { provide: CHAT_MODEL, useFactory: () => null }],
  exports: [AgentService],
})
export class AgentModule {}
