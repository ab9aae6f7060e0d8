// Cold-start catalogs: the tool lists of an adapter's servers as JSON, and tools built from one
// without connecting. A catalog tool connects on its first call; if the server no longer has
// the tool, that call fails saying so and the server's list is taken live from then on.
import type { Tool } from "@modelcontextprotocol/client";
import type { MCPClient } from "../client/index.js";
import { MCPConfigError, MCPConnectionError, ToolException } from "../errors.js";
import type { MCPToolCaller } from "../tools/tool.js";

export const CATALOG_FORMAT = "langchain-mcp-bridge/catalog@1";

/** What `exportCatalog()` returns: plain JSON, safe to write to a file (no headers, no tokens). */
export interface MCPCatalog {
  format: typeof CATALOG_FORMAT;
  /** ISO time of the export. */
  exportedAt: string;
  servers: Record<string, MCPCatalogServer>;
}

export interface MCPCatalogServer {
  /** The server's `{ name, version }` when it told it. */
  server?: { name: string; version: string };
  /** The MCP tool descriptors, as listed (schemas, annotations, `_meta`). */
  tools: Tool[];
}

export function buildCatalog(servers: Record<string, MCPCatalogServer>): MCPCatalog {
  // A deep copy through JSON: the catalog holds data only, never a live object.
  return JSON.parse(
    JSON.stringify({ format: CATALOG_FORMAT, exportedAt: new Date().toISOString(), servers }),
  ) as MCPCatalog;
}

/** Checks a catalog (an object or its JSON text) against the servers of an adapter. */
export function readCatalog(catalog: unknown, serverNames: readonly string[]): MCPCatalog {
  let value = catalog;
  if (typeof value === "string") {
    try {
      value = JSON.parse(value);
    } catch {
      throw new MCPConfigError("The catalog is not valid JSON: pass what exportCatalog() returned");
    }
  }
  const c = value as Partial<MCPCatalog> | null;
  if (typeof c !== "object" || c === null || c.format !== CATALOG_FORMAT)
    throw new MCPConfigError(
      `The catalog is not one exportCatalog() wrote (expected "format": "${CATALOG_FORMAT}")`,
    );
  if (typeof c.servers !== "object" || c.servers === null)
    throw new MCPConfigError('The catalog has no "servers" object');
  for (const [name, entry] of Object.entries(c.servers)) {
    if (!serverNames.includes(name))
      throw new MCPConfigError(
        `The catalog names a server "${name}" this adapter does not have (servers: ${serverNames.map((n) => `"${n}"`).join(", ")})`,
      );
    if (
      !Array.isArray(entry?.tools) ||
      !entry.tools.every((t) => typeof t?.name === "string" && typeof t.inputSchema === "object")
    )
      throw new MCPConfigError(
        `The catalog entry of server "${name}" needs "tools": an array of MCP tools ({ name, inputSchema, … })`,
      );
  }
  return c as MCPCatalog;
}

/**
 * The caller of a tool built from a catalog: the server's client, except that a failed call
 * checks the live list, and a tool the server no longer lists fails with that reason (and
 * `onStale` drops the catalog of that server).
 */
export function catalogCaller(
  client: MCPClient,
  entry: MCPCatalogServer,
  onStale: () => void,
): MCPToolCaller {
  const stale = async (tool: string): Promise<ToolException | undefined> => {
    const live = await client.listTools({ cacheMode: "refresh" }).catch(() => undefined);
    if (live === undefined || live.some((t) => t.name === tool)) return undefined;
    onStale();
    return new ToolException(
      `tool "${tool}" is in the catalog but MCP server "${client.name}" no longer offers it: ` +
        "the catalog is stale (list the tools again, and export a new catalog)",
      { server: client.name, tool },
    );
  };
  return {
    name: client.name,
    get options() {
      return client.options;
    },
    // No `connect`: building the tool must not connect; the identity comes from the catalog.
    serverInfo: () => entry.server ?? client.serverInfo(),
    async callTool(name, args, options) {
      let result;
      try {
        result = await client.callTool(name, args, options);
      } catch (error) {
        // A dead connection says nothing about the list.
        if (error instanceof MCPConnectionError) throw error;
        throw (await stale(name)) ?? error;
      }
      if (result.isError === true) {
        const reason = await stale(name);
        if (reason) throw reason;
      }
      return result;
    },
  };
}
