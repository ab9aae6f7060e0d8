import { Inject, Injectable } from "@nestjs/common";
import { createReactAgent } from "@langchain/langgraph/prebuilt";
import type { BaseChatModel } from "@langchain/core/language_models/chat_models";
import { HumanMessage } from "@langchain/core/messages";
import { MultiServerMCPClient } from "@langchain/mcp-adapters";
import { McpService } from "../mcp/mcp.service";

export const CHAT_MODEL = "CHAT_MODEL";

@Injectable()
export class AgentService {
  // A second, per-request client for the customer's own tools (headers differ per tenant).
  private tenantClients = new Map<string, MultiServerMCPClient>();

  constructor(
    private readonly mcp: McpService,
    @Inject(CHAT_MODEL) private readonly model: BaseChatModel,
  ) {}

  private tenantClient(tenant: string): MultiServerMCPClient {
    let client = this.tenantClients.get(tenant);
    if (!client) {
      client = new MultiServerMCPClient({
        mcpServers: {
          tenant: {
            url: `http://127.0.0.1:7002/t/${tenant}/mcp`,
            headers: { "X-Tenant": tenant },
          },
        },
        beforeToolCall: (req) => ({ headers: { "X-Tool": req.name } }),
        afterToolCall: (res) => {
          console.debug(`[${tenant}] ${res.serverName}/${res.name} done`);
        },
      });
      this.tenantClients.set(tenant, client);
    }
    return client;
  }

  async ask(tenant: string, question: string): Promise<string> {
    const tools = [...this.mcp.getTools(), ...(await this.tenantClient(tenant).getTools())];
    const agent = createReactAgent({ llm: this.model, tools });
    const result = await agent.invoke({ messages: [new HumanMessage(question)] });
    const last = result.messages[result.messages.length - 1];
    return typeof last.content === "string" ? last.content : JSON.stringify(last.content);
  }
}
