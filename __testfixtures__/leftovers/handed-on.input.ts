import { MultiServerMCPClient } from "@langchain/mcp-adapters";
import * as mcp from "@langchain/mcp-adapters";

declare function registerClientClass(name: string, cls: unknown): void;
declare function inspectModule(module: unknown): void;

// Registered with a container that builds it later: that code is not followed.
registerClientClass("mcp", MultiServerMCPClient);
inspectModule(mcp);

export const Client = MultiServerMCPClient;

// A subclass: its own calls are migrated; where it is constructed is not followed.
export class CachedClient extends MultiServerMCPClient {
  private cache?: unknown[];

  async cachedTools() {
    this.cache ??= await this.getTools();
    return this.cache;
  }
}

// Read in place: followed by the other transforms, nothing to mark.
export const direct = new MultiServerMCPClient({ mcpServers: {} });
export const isClient = (value: unknown) => value instanceof MultiServerMCPClient;
export const fromNamespace = new mcp.MultiServerMCPClient({ mcpServers: {} });

export async function later() {
  return import("@langchain/mcp-adapters").then((m) => new m.MultiServerMCPClient({ mcpServers: {} }));
}
