import { MCPAdapter } from "langchain-mcp-bridge";
import type { ToolMessage } from "@langchain/core/messages";

export const client = new MCPAdapter({ mcpServers: {} }, { toolNames: "bare" });

export function read(message: ToolMessage) {
  // TODO(mcp-migrate): the tool's artifact is now `{ structuredContent }` (MCPToolArtifact), not the old array of content: read `artifact?.structuredContent`, and non-text content from `content` as standard blocks
  const first = message.artifact[0];
  // TODO(mcp-migrate): the tool's artifact is now `{ structuredContent }` (MCPToolArtifact), not the old array of content: read `artifact?.structuredContent`, and non-text content from `content` as standard blocks
  const image = message.artifact.data;
  // TODO(mcp-migrate): the tool's artifact is now `{ structuredContent }` (MCPToolArtifact), not the old array of content: read `artifact?.structuredContent`, and non-text content from `content` as standard blocks
  const [resource] = message.artifact;
  return { first, image, resource };
}

export function structured(message: ToolMessage) {
  // TODO(mcp-migrate): structured content is no longer JSON in the tool's text: invoke the tool with a ToolCall and read the ToolMessage's `artifact?.structuredContent`
  const fromText = JSON.parse(message.content as string);
  // TODO(mcp-migrate): structured content is no longer JSON in the tool's text: invoke the tool with a ToolCall and read the ToolMessage's `artifact?.structuredContent`
  const legacy = (message as any).additional_kwargs.mcp_structured_content;
  // Already the runtime's shape: left alone.
  const current = message.artifact?.structuredContent;
  return { fromText, legacy, current };
}
