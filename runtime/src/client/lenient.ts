// Lenient result parsing. The SDK's typed tools/list and tools/call reject a whole result for
// one part it does not know (a tool whose inputSchema is not a plain object schema, a content
// block type from a newer revision). Legacy results are parsed here loosely instead, so the
// tools layer can degrade one tool or one block rather than lose everything.
import { z } from "zod";
import {
  isSpecType,
  type CallToolResult,
  type RequestOptions,
  type Tool,
} from "@modelcontextprotocol/client";
import { walkPages } from "./pages.js";
import { emitWarning } from "../warnings.js";

/** A tools/list page: any entries (each checked by `usableTools`); everything else passes through. */
export const LooseListToolsResult = z.looseObject({
  tools: z.array(z.unknown()),
  nextCursor: z.string().optional(),
});

/** Is told about each listed tool entry that is left out, and why. */
export type MalformedToolListener = (index: number, reason: string) => void;

/** Why a listed entry cannot be a tool, or undefined when it can. */
function malformedToolReason(entry: unknown): string | undefined {
  if (!isRecord(entry)) return `it is ${entry === null ? "null" : typeof entry}, not an object`;
  if (typeof entry.name !== "string") return 'it has no string "name"';
  return undefined;
}

/** The entries of a tools/list page that can be tools; the others are reported and left out. */
function usableTools(entries: unknown[], onMalformed: MalformedToolListener | undefined): Tool[] {
  const tools: Tool[] = [];
  entries.forEach((entry, index) => {
    const reason = malformedToolReason(entry);
    if (reason === undefined) tools.push(entry as Tool);
    else onMalformed?.(index, reason);
  });
  return tools;
}

/** The warning for a tool entry left out of `server`'s list. */
export function warnMalformedTool(server: string, index: number, reason: string): void {
  emitWarning(
    `MCP server "${server}" listed a malformed tool (entry ${index}: ${reason}); it is left out, ` +
      `the other tools are kept`,
    { type: "MCPToolWarning", code: "MCP_MALFORMED_TOOL" },
  );
}

/** A tools/call result: any object; `content` an array when present. */
export const LooseCallToolResult = z.looseObject({
  content: z.array(z.unknown()).optional(),
});

interface Requester {
  request(
    request: { method: string; params?: Record<string, unknown> },
    schema: unknown,
    options?: RequestOptions,
  ): Promise<any>;
}

/** tools/call with the loose schema; `content` defaults to [] as in the SDK. */
export async function callToolLoosely(
  sdk: Requester,
  params: Record<string, unknown>,
  options: RequestOptions,
): Promise<CallToolResult> {
  const result = await sdk.request({ method: "tools/call", params }, LooseCallToolResult, options);
  if (result.content === undefined) result.content = [];
  return result as CallToolResult;
}

/** Every page of tools/list with the loose schema. */
export async function listToolsLoosely(
  sdk: Requester,
  options: RequestOptions,
  onMalformed?: MalformedToolListener,
): Promise<Tool[]> {
  const fetchPage = (cursor: string | undefined) =>
    sdk.request(
      { method: "tools/list", params: cursor === undefined ? undefined : { cursor } },
      LooseListToolsResult,
      options,
    );
  return walkPages("tools/list", fetchPage, (page) => usableTools(page.tools, onMalformed));
}

// ---- modern era -----------------------------------------------------------------------------
// On the modern era the SDK checks every tools/list and tools/call result against its wire
// schema before any result schema of ours is applied, so a loose request schema does not help.
// Instead the parts it would reject are swapped, on the wire, for acceptable stand-ins carrying
// the original in `_meta`, and put back once the SDK has returned the result.

/** `_meta` key of a stand-in: the original tool or content block. */
export const ORIGINAL_META_KEY = "dev.langchain-mcp-bridge/original";

const KNOWN_BLOCK_TYPES = new Set(["text", "image", "audio", "resource", "resource_link"]);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The shape the SDK requires of `inputSchema` and `outputSchema`. */
function usableObjectSchema(schema: unknown): boolean {
  if (!isRecord(schema) || schema.type !== "object") return false;
  if (schema.properties !== undefined && !isRecord(schema.properties)) return false;
  const required = schema.required;
  return (
    required === undefined ||
    (Array.isArray(required) && required.every((entry) => typeof entry === "string"))
  );
}

/** Whether the SDK accepts a listed tool. `thorough` also checks every other field. */
function acceptableTool(tool: Record<string, unknown>, thorough: boolean): boolean {
  if (!usableObjectSchema(tool.inputSchema)) return false;
  if (tool.outputSchema !== undefined && !usableObjectSchema(tool.outputSchema)) return false;
  return !thorough || isSpecType.Tool(tool);
}

function acceptableBlock(block: unknown): boolean {
  return (
    isRecord(block) &&
    KNOWN_BLOCK_TYPES.has(block.type as string) &&
    (isPlainTextBlock(block) || isSpecType.ContentBlock(block))
  );
}

/** `{ type: "text", text }` and nothing else: a valid ContentBlock without asking the schema. */
function isPlainTextBlock(block: Record<string, unknown>): boolean {
  if (block.type !== "text" || typeof block.text !== "string") return false;
  let keys = 0;
  for (const key in block) {
    if (++keys > 2 || (key !== "type" && key !== "text")) return false;
  }
  return keys === 2;
}

/**
 * Rewrites a modern-era response the SDK would reject for one tool or one content block:
 * a tool with an unusable schema gets `{ type: "object" }`, an unknown block becomes a text block
 * holding its JSON, each with the original in `_meta`; entries that are no tool (no name) are
 * dropped and reported to `onMalformed`.
 * `thorough` checks each tool against the whole Tool schema (a retry after a rejected list).
 */
export function repairModernResponse(
  message: unknown,
  thorough: boolean,
  onMalformed?: MalformedToolListener,
): void {
  if (!isRecord(message) || message.id === undefined || !isRecord(message.result)) return;
  const result = message.result;
  if (Array.isArray(result.tools)) {
    if (result.tools.every((tool) => isRecord(tool) && acceptableTool(tool, thorough))) return;
    result.tools = (
      usableTools(result.tools, onMalformed) as unknown as Record<string, unknown>[]
    ).map((tool) =>
      acceptableTool(tool, thorough)
        ? tool
        : {
            name: tool.name,
            inputSchema: { type: "object" },
            _meta: { [ORIGINAL_META_KEY]: tool },
          },
    );
  } else if (Array.isArray(result.content)) {
    if (result.content.every(acceptableBlock)) return;
    result.content = result.content.map((block) =>
      acceptableBlock(block)
        ? block
        : { type: "text", text: JSON.stringify(block), _meta: { [ORIGINAL_META_KEY]: block } },
    );
  }
}

function original(item: unknown): unknown {
  const meta = (item as { _meta?: Record<string, unknown> } | undefined)?._meta;
  return meta?.[ORIGINAL_META_KEY] ?? item;
}

/** Puts back the tools `repairModernResponse` stood in for. */
export function restoreTools(tools: Tool[]): Tool[] {
  return tools.some((tool) => tool._meta?.[ORIGINAL_META_KEY] !== undefined)
    ? (tools.map(original) as Tool[])
    : tools;
}

/** Puts back the content blocks `repairModernResponse` stood in for. */
export function restoreContent(result: CallToolResult): CallToolResult {
  const content = result.content as unknown[] | undefined;
  if (!Array.isArray(content) || !content.some((block) => original(block) !== block)) return result;
  return { ...result, content: content.map(original) as CallToolResult["content"] };
}
