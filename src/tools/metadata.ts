// MCP provenance on a LangChain tool (`tool.metadata.mcp`) and small defensive readers for it,
// so a human-in-the-loop predicate is one line. Fields keep MCP's camelCase.
import type { Tool, ToolAnnotations } from "@modelcontextprotocol/client";

/** What `tool.metadata.mcp` holds; every field is optional because servers may send none. */
export interface MCPToolMetadata {
  tool: {
    annotations?: ToolAnnotations;
    _meta?: Record<string, unknown>;
  };
  server: {
    name?: string;
    version?: string;
  };
}

/** Builds `metadata.mcp` for one tool of one server. */
export function buildMCPMetadata(
  mcpTool: Pick<Tool, "annotations" | "_meta">,
  server: { name?: string; version?: string } | undefined,
): { mcp: MCPToolMetadata } {
  return {
    mcp: {
      tool: {
        ...(mcpTool.annotations && { annotations: mcpTool.annotations }),
        ...(mcpTool._meta && { _meta: mcpTool._meta }),
      },
      server: {
        ...(server?.name !== undefined && { name: server.name }),
        ...(server?.version !== undefined && { version: server.version }),
      },
    },
  };
}

/** The tool's `metadata.mcp`, or undefined for a tool that did not come from MCP. Never throws. */
export function mcpMetadata(tool: unknown): Partial<MCPToolMetadata> | undefined {
  const metadata = (tool as { metadata?: unknown } | null | undefined)?.metadata;
  const mcp = (metadata as { mcp?: unknown } | null | undefined)?.mcp;
  return mcp && typeof mcp === "object" ? (mcp as Partial<MCPToolMetadata>) : undefined;
}

function annotationsOf(tool: unknown): Partial<ToolAnnotations> | undefined {
  // An MCP tool as listed (what a `toolFilter` predicate receives).
  const listed = tool as { name?: unknown; inputSchema?: unknown; annotations?: unknown } | null;
  if (typeof listed?.name === "string" && typeof listed.inputSchema === "object") {
    const annotations = listed.annotations;
    return annotations && typeof annotations === "object" ? annotations : {};
  }
  const mcp = mcpMetadata(tool);
  if (!mcp) return undefined;
  const annotations = mcp.tool?.annotations;
  return annotations && typeof annotations === "object" ? annotations : {};
}

/**
 * Whether an MCP tool may perform destructive updates, by the MCP spec's defaults:
 * `destructiveHint` defaults to true and only means something when `readOnlyHint` is not
 * true. So a read-only tool is never destructive, and a tool without annotations is
 * destructive (the conservative reading). A tool that did not come from MCP returns false.
 * Hints are untrusted unless you trust the server.
 */
export function isDestructive(tool: unknown): boolean {
  const annotations = annotationsOf(tool);
  if (!annotations) return false;
  if (annotations.readOnlyHint === true) return false;
  return annotations.destructiveHint !== false;
}

/** Whether an MCP tool declares `readOnlyHint: true` (the spec's default is false). */
export function isReadOnly(tool: unknown): boolean {
  return annotationsOf(tool)?.readOnlyHint === true;
}
