// MCP resources as LangChain objects: one list over every server (each entry says its server),
// and a read as standard content blocks the model can take.
import type { ContentBlock } from "@langchain/core/messages";
import type {
  ReadResourceResult,
  Resource,
  ResourceTemplateType as ResourceTemplate,
} from "@modelcontextprotocol/client";

/** A resource of one server. */
export interface MCPResourceInfo {
  kind: "resource";
  uri: string;
  name: string;
  server: string;
  title?: string;
  mimeType?: string;
  description?: string;
}

/** A resource template of one server: `uriTemplate` (RFC 6570) builds the URIs `readResource` takes. */
export interface MCPResourceTemplateInfo {
  kind: "template";
  uriTemplate: string;
  name: string;
  server: string;
  title?: string;
  mimeType?: string;
  description?: string;
}

export type MCPResourceEntry = MCPResourceInfo | MCPResourceTemplateInfo;

/** JSON-RPC "method not found". */
const METHOD_NOT_FOUND = -32601;

/** A server's templates; one that serves resources without templates answers "method not found". */
export async function templatesOf(client: {
  listResourceTemplates(): Promise<ResourceTemplate[]>;
}): Promise<ResourceTemplate[]> {
  try {
    return await client.listResourceTemplates();
  } catch (error) {
    if ((error as { code?: unknown }).code === METHOD_NOT_FOUND) return [];
    throw error;
  }
}

/** The optional descriptive fields an MCP resource or template carries. */
function described(r: { title?: string; mimeType?: string; description?: string }) {
  return {
    ...(r.title !== undefined && { title: r.title }),
    ...(r.mimeType !== undefined && { mimeType: r.mimeType }),
    ...(r.description !== undefined && { description: r.description }),
  };
}

export function resourceEntries(
  server: string,
  resources: Resource[],
  templates: ResourceTemplate[],
): MCPResourceEntry[] {
  return [
    ...resources.map((r): MCPResourceInfo => ({
      kind: "resource",
      uri: r.uri,
      name: r.name,
      server,
      ...described(r),
    })),
    ...templates.map((t): MCPResourceTemplateInfo => ({
      kind: "template",
      uriTemplate: t.uriTemplate,
      name: t.name,
      server,
      ...described(t),
    })),
  ];
}

/**
 * A read's contents as standard blocks: text → `text`, an image blob → `image`, any other blob
 * → `file` (base64 data, its MIME type); each block's `metadata.uri` says where it came from.
 */
export function resourceBlocks(result: ReadResourceResult): ContentBlock.Standard[] {
  return result.contents.map((content): ContentBlock.Standard => {
    const metadata = { uri: content.uri };
    if ("text" in content && typeof content.text === "string")
      return { type: "text", text: content.text, metadata };
    const blob = String((content as { blob?: unknown }).blob ?? "");
    const mimeType = content.mimeType ?? "application/octet-stream";
    return mimeType.startsWith("image/")
      ? { type: "image", data: blob, mimeType, metadata }
      : { type: "file", data: blob, mimeType, metadata };
  });
}
