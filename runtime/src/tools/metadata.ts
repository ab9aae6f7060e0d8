// MCP provenance on a LangChain tool (`tool.metadata.mcp`) and small defensive readers for it,
// so a human-in-the-loop predicate is one line. Fields keep MCP's camelCase.
import type { Tool, ToolAnnotations } from "@modelcontextprotocol/client";
import { taskSupportOf } from "../tasks/options.js";

/** What `tool.metadata.mcp` holds; every field is optional because servers may send none. */
export interface MCPToolMetadata {
  tool: {
    annotations?: ToolAnnotations;
    _meta?: Record<string, unknown>;
    /** The tool's `execution.taskSupport` when it can run as an MCP task (see docs/tasks.md). */
    taskSupport?: "optional" | "required";
  };
  server: {
    name?: string;
    version?: string;
  };
}

/** Builds `metadata.mcp` for one tool of one server. */
export function buildMCPMetadata(
  mcpTool: Pick<Tool, "annotations" | "_meta"> & { execution?: unknown },
  server: { name?: string; version?: string } | undefined,
): { mcp: MCPToolMetadata } {
  const taskSupport = taskSupportOf(mcpTool);
  return {
    mcp: {
      tool: {
        ...(mcpTool.annotations && { annotations: mcpTool.annotations }),
        ...(mcpTool._meta && { _meta: mcpTool._meta }),
        ...(taskSupport !== "forbidden" && { taskSupport }),
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

/**
 * The MCP tool's own fields, from a tool as listed (what a `toolFilter` predicate receives) or
 * converted (its `metadata.mcp.tool`); undefined for a tool that did not come from MCP.
 */
export function mcpToolFields(
  tool: unknown,
): { annotations?: unknown; _meta?: unknown } | undefined {
  const listed = tool as { name?: unknown; inputSchema?: unknown; _meta?: unknown } | null;
  if (typeof listed?.name === "string" && typeof listed.inputSchema === "object") return listed;
  const mcp = mcpMetadata(tool);
  return mcp && (mcp.tool ?? {});
}

function annotationsOf(tool: unknown): Partial<ToolAnnotations> | undefined {
  const fields = mcpToolFields(tool);
  if (!fields) return undefined;
  const annotations = fields.annotations;
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
