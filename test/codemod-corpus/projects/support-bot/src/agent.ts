import { createAgent, type AgentMiddleware } from "langchain";
import type { BaseChatModel } from "@langchain/core/language_models/chat_models";
import { Toolbox } from "./mcp/index.js";

export async function supportAgent(model: BaseChatModel, middleware: AgentMiddleware[] = []) {
  const box = new Toolbox(console.error);
  const tools = await box.tools();
  const agent = createAgent({ model, tools, middleware });
  return { agent, close: () => box.shutdown() };
}
