// `load_mcp_resource`: a tool the model calls to pull a listed MCP resource into the
// conversation (opt-in: `adapter.resourceTools()`). Its description lists what it can load.
import type { ContentBlock } from "@langchain/core/messages";
import { tool, type StructuredToolInterface } from "@langchain/core/tools";
import type { MCPResourceEntry } from "./resources.js";

export const RESOURCE_TOOL_NAME = "load_mcp_resource";
/** Entries named in the description; the rest are counted (a long list costs every turn). */
const LISTED = 50;

export interface ResourceReader {
  (uri: string, options: { server?: string }): Promise<ContentBlock.Standard[]>;
}

export function resourceTool(
  entries: MCPResourceEntry[],
  servers: string[],
  read: ResourceReader,
): StructuredToolInterface {
  const several = servers.length > 1;
  const line = (e: MCPResourceEntry) => {
    const where = e.kind === "resource" ? e.uri : `${e.uriTemplate} (template)`;
    const what = e.description ? `${e.name}: ${e.description}` : e.name;
    return `- ${where}${several ? ` [server ${e.server}]` : ""}: ${what}`;
  };
  const more = entries.length - LISTED;
  const description = [
    "Load an MCP resource into the conversation by its URI.",
    entries.length ? "Resources:" : "No resources are listed.",
    ...entries.slice(0, LISTED).map(line),
    ...(more > 0 ? [`…and ${more} more.`] : []),
  ].join("\n");
  const properties: Record<string, object> = {
    uri: { type: "string", description: "The resource URI (a template filled in)." },
  };
  if (several)
    properties.server = { type: "string", enum: servers, description: "The server to read from." };
  return tool(({ uri, server }: { uri: string; server?: string }) => read(uri, { server }), {
    name: RESOURCE_TOOL_NAME,
    description,
    schema: { type: "object", properties, required: ["uri"] },
  });
}
