// CallToolResult -> what a LangChain tool returns: LangChain v1 standard content blocks for
// the model, and `structuredContent` kept apart in the artifact (never mixed into the text, so
// large structured payloads do not flood the context twice).
import type { ContentBlock } from "@langchain/core/messages";
import type { CallToolResult } from "@modelcontextprotocol/client";

/** `ToolMessage.artifact` of an MCP tool: the result's `structuredContent`, for code, not the model. */
export interface MCPToolArtifact {
  structuredContent: unknown;
}

/** The content a model reads: one string for a single text block, otherwise standard blocks. */
export type MCPToolContent = string | ContentBlock.Standard[];

export interface ConvertedToolResult {
  content: MCPToolContent;
  artifact?: MCPToolArtifact;
  isError: boolean;
}

type McpBlock = CallToolResult["content"][number];

/** Converts a raw MCP result. Unknown block types become text so nothing is silently lost. */
export function convertCallToolResult(result: CallToolResult): ConvertedToolResult {
  const blocks: readonly McpBlock[] = Array.isArray(result.content) ? result.content : [];
  const structured = result.structuredContent;
  const artifact = structured === undefined ? undefined : { structuredContent: structured };
  const isError = result.isError === true;
  // The common case first, without allocating blocks: one text block is the content itself.
  if (blocks.length === 1 && blocks[0].type === "text") {
    return { content: (blocks[0] as { text: string }).text, artifact, isError };
  }
  return { content: blocks.map(toStandardBlock), artifact, isError };
}

/** The server's own message for an `isError` result: its text, else its content as JSON. */
export function errorMessageOf(result: CallToolResult): string {
  const blocks: readonly McpBlock[] = Array.isArray(result.content) ? result.content : [];
  const texts = blocks.filter((b) => b.type === "text").map((b) => (b as { text: string }).text);
  if (texts.length > 0) return texts.join("\n");
  return blocks.length > 0
    ? JSON.stringify(blocks)
    : "The tool reported an error without a message";
}

export function toStandardBlock(block: McpBlock): ContentBlock.Standard {
  const metadata = annotationsOf(block);
  switch (block.type) {
    case "text":
      return { type: "text", text: block.text, ...metadata };
    case "image":
      return { type: "image", data: block.data, mimeType: block.mimeType, ...metadata };
    case "audio":
      return { type: "audio", data: block.data, mimeType: block.mimeType, ...metadata };
    case "resource": {
      const { uri, mimeType } = block.resource;
      const blob = "blob" in block.resource ? block.resource.blob : undefined;
      const text = "text" in block.resource ? block.resource.text : undefined;
      if (typeof blob === "string") {
        return {
          type: "file",
          data: blob,
          mimeType: mimeType ?? "application/octet-stream",
          metadata: { uri, ...metadata.metadata },
        };
      }
      return {
        type: "file",
        data: Buffer.from(String(text ?? ""), "utf8").toString("base64"),
        mimeType: mimeType ?? "text/plain",
        metadata: { uri, ...metadata.metadata },
      };
    }
    case "resource_link": {
      const { uri, mimeType, name, title, description } = block;
      const file: ContentBlock.Multimodal.File = {
        type: "file",
        url: uri,
        metadata: {
          name,
          ...(title && { title }),
          ...(description && { description }),
          ...metadata.metadata,
        },
      };
      if (mimeType) file.mimeType = mimeType;
      return file;
    }
    default:
      // A block type from a newer protocol revision: keep it readable rather than drop it.
      return { type: "text", text: JSON.stringify(block) };
  }
}

/** MCP block `annotations` (audience, priority) travel as block metadata. */
function annotationsOf(block: McpBlock): { metadata?: Record<string, unknown> } {
  const annotations = (block as { annotations?: unknown }).annotations;
  return annotations && typeof annotations === "object" ? { metadata: { annotations } } : {};
}
