// Lenient result parsing. The SDK's typed tools/list and tools/call reject a whole result for
// one part it does not know (a tool whose inputSchema is not a plain object schema, a content
// block type from a newer revision). Legacy results are parsed here loosely instead, so the
// tools layer can degrade one tool or one block rather than lose everything.
import { z } from "zod";
import type { CallToolResult, RequestOptions, Tool } from "@modelcontextprotocol/client";

/** A tools/list page: tools need a name; everything else passes through. */
export const LooseListToolsResult = z.looseObject({
  tools: z.array(z.looseObject({ name: z.string() })),
  nextCursor: z.string().optional(),
});

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
export async function listToolsLoosely(sdk: Requester, options: RequestOptions): Promise<Tool[]> {
  const tools: Tool[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 1000; page++) {
    const result = await sdk.request(
      { method: "tools/list", params: cursor === undefined ? undefined : { cursor } },
      LooseListToolsResult,
      options,
    );
    tools.push(...(result.tools as Tool[]));
    if (!result.nextCursor || result.nextCursor === cursor) break;
    cursor = result.nextCursor;
  }
  return tools;
}
