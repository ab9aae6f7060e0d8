import { createAgent } from "langchain";
import type { BaseChatModel } from "@langchain/core/language_models/chat_models";
import { MultiServerMCPClient } from "@langchain/mcp-adapters";

const audit: string[] = [];

export const hookedClient = new MultiServerMCPClient({
  mcpServers: {
    tickets: { url: "http://127.0.0.1:8934/mcp" },
  },
  beforeToolCall: ({ serverName, name, args }) => {
    audit.push(`${serverName}.${name}`);
    // Every ticket call carries the requesting user.
    return { args: { ...(args as object), requestedBy: "agent" }, headers: { "X-Audit": "1" } };
  },
  afterToolCall: (res) => {
    if (res.name === "delete_ticket") {
      return { result: "deletions are reviewed by a human first" };
    }
    return undefined;
  },
});

export async function buildSupportAgent(model: BaseChatModel) {
  const tools = await hookedClient.getTools();
  return createAgent({
    model,
    tools,
    systemPrompt: "You are the support desk. Use the ticket tools.",
  });
}

export const auditTrail = () => [...audit];
