// Listing requests: every page of a list, tools listed typed (modern) or loosely (legacy), and
// what the client keeps of the listed tools.
import {
  SdkError,
  SdkErrorCode,
  type RequestOptions,
  type Tool,
} from "@modelcontextprotocol/client";
import { OpenedConnection, type SdkSession } from "./connection.js";
import { listToolsLoosely, restoreTools, warnMalformedTool } from "./lenient.js";
import { walkPages } from "./pages.js";
import type { SdkClientLike } from "./sdkClient.js";
import type { CacheMode } from "./toolListCache.js";

type ListMethod = "listTools" | "listPrompts" | "listResources" | "listResourceTemplates";
type ListKey = "tools" | "prompts" | "resources" | "resourceTemplates";

/** Walks every page of a list request. The v2 SDK does it itself when no cursor is given. */
export async function listAllPages(
  session: SdkSession,
  method: ListMethod,
  key: ListKey,
  options: RequestOptions,
): Promise<unknown[]> {
  const sdk: SdkClientLike = session.sdk;
  if (session.owned || sdk.getProtocolEra)
    return (await sdk[method](undefined, options))[key] ?? [];
  const fetchPage = (cursor: string | undefined) =>
    sdk[method](cursor === undefined ? undefined : { cursor }, options);
  return walkPages(method, fetchPage, (page) => page[key] as unknown[] | undefined);
}

/**
 * Modern sessions use the SDK's typed listing (it feeds the SDK's per-tool header mirroring and
 * output validation), on results repaired on the wire so one odd tool cannot fail the list
 * (see lenient.ts); legacy sessions are parsed loosely.
 */
export async function listToolsOn(
  session: SdkSession,
  server: string,
  cacheMode: CacheMode,
  requestOptions: RequestOptions,
): Promise<Tool[]> {
  if (session.rules.typedRequests && session.sdk.getProtocolEra) {
    const options = { ...requestOptions, cacheMode };
    const list = async () =>
      restoreTools((await listAllPages(session, "listTools", "tools", options)) as Tool[]);
    try {
      return await list();
    } catch (error) {
      if (!(error instanceof SdkError && error.code === SdkErrorCode.InvalidResult)) throw error;
      if (session instanceof OpenedConnection && !session.thoroughRepair) {
        // A tool the quick check let through broke the list: check every field, once more.
        session.thoroughRepair = true;
        return list();
      }
    }
  }
  return listToolsLoosely(session.sdk, requestOptions, (index, reason) =>
    warnMalformedTool(server, index, reason),
  );
}

/** What the client keeps of listed tools for their calls. */
export class ListedTools {
  /** Tools annotated read-only or idempotent: safe to replay after a connection died mid-call. */
  readonly #replaySafe = new Set<string>();
  /**
   * Tools whose input schema declares `x-mcp-header` (SEP-2243). The SDK mirrors those
   * arguments into `Mcp-Param-*` headers from its response cache, which a `ttlMs: 0` listing
   * leaves empty by the time of the call; the definition the tool was built from is passed.
   */
  readonly #headerTools = new Map<string, Tool>();

  note(tools: readonly Tool[]): void {
    for (const tool of tools) {
      const hints = tool.annotations;
      if (hints?.readOnlyHint === true || hints?.idempotentHint === true)
        this.#replaySafe.add(tool.name);
      else this.#replaySafe.delete(tool.name);
      if (JSON.stringify(tool.inputSchema ?? {}).includes('"x-mcp-header"'))
        this.#headerTools.set(tool.name, tool);
      else this.#headerTools.delete(tool.name);
    }
  }

  replaySafe(name: string): boolean {
    return this.#replaySafe.has(name);
  }

  headerTool(name: string): Tool | undefined {
    return this.#headerTools.get(name);
  }
}
