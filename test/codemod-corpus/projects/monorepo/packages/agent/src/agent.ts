import { createReactAgent } from "@langchain/langgraph/prebuilt";
import { MemorySaver } from "@langchain/langgraph";
import type { BaseChatModel } from "@langchain/core/language_models/chat_models";
import type { DynamicStructuredTool } from "@langchain/core/tools";
import { sharedClient } from "../../shared/mcp";

export async function agentTools(): Promise<DynamicStructuredTool[]> {
  return sharedClient().getTools();
}

export async function buildAgent(llm: BaseChatModel) {
  const tools = await agentTools();
  return createReactAgent({ llm, tools, checkpointSaver: new MemorySaver() });
}
