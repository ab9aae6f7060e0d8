// The tool list of a legacy session, kept until the server announces a change. Modern lists
// are cached by the SDK itself from the server's `ttlMs`/`cacheScope` (see MCPClient.listTools).
import type { CacheMode, Tool } from "@modelcontextprotocol/client";
import { OpenedConnection, type SdkSession } from "./connection.js";

export type { CacheMode };

interface Entry {
  session: OpenedConnection;
  version: number;
  tools: readonly Tool[];
}

export class LegacyToolListCache {
  #entry: Entry | undefined;

  /**
   * Lists through `fetch` unless a list of this session is still valid (mode `"use"`). Only a
   * live legacy session whose server declares `tools.listChanged` is cached: without that
   * notification nothing would say the list went stale.
   */
  async list(session: SdkSession, mode: CacheMode, fetch: () => Promise<Tool[]>): Promise<Tool[]> {
    if (!cacheable(session)) return fetch();
    const entry = this.#entry;
    if (
      mode === "use" &&
      entry?.session === session &&
      entry.version === session.toolListVersion &&
      session.alive
    ) {
      return [...entry.tools];
    }
    // A change announced while the list is on its way makes this copy stale at once.
    const version = session.toolListVersion;
    const tools = await fetch();
    if (mode !== "bypass") this.#entry = { session, version, tools: [...tools] };
    return tools;
  }
}

function cacheable(session: SdkSession): session is OpenedConnection {
  if (!(session instanceof OpenedConnection) || !session.rules.statefulSession) return false;
  const tools = session.sdk.getServerCapabilities()?.tools as { listChanged?: boolean } | undefined;
  return tools?.listChanged === true;
}
