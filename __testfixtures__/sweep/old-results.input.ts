import { MultiServerMCPClient } from "@langchain/mcp-adapters";
import type { ToolMessage } from "@langchain/core/messages";

export const client = new MultiServerMCPClient({ mcpServers: {} });

export function read(message: ToolMessage) {
  const first = message.artifact[0];
  const image = message.artifact.data;
  const [resource] = message.artifact;
  return { first, image, resource };
}

export function structured(message: ToolMessage) {
  const fromText = JSON.parse(message.content as string);
  const legacy = (message as any).additional_kwargs.mcp_structured_content;
  // Already the runtime's shape: left alone.
  const current = message.artifact?.structuredContent;
  return { fromText, legacy, current };
}
