import { MCPAdapter } from "langchain-mcp-bridge";
import * as mcp from "langchain-mcp-bridge";

declare function registerClientClass(name: string, cls: unknown): void;
declare function inspectModule(module: unknown): void;

// Registered with a container that builds it later: that code is not followed.
// TODO(mcp-migrate): the old client class is handed on here (now MCPAdapter): the code that receives it is not migrated; it must build it as new MCPAdapter(config, options) and call listTools/connect/client
registerClientClass("mcp", MCPAdapter);
// TODO(mcp-migrate): the old module object is handed on here (now langchain-mcp-bridge): the code that reads names from it (MultiServerMCPClient, …) and calls their methods is not migrated
inspectModule(mcp);

// TODO(mcp-migrate): the old client class is handed on here (now MCPAdapter): the code that receives it is not migrated; it must build it as new MCPAdapter(config, options) and call listTools/connect/client
export const Client = MCPAdapter;

// A subclass: its own calls are migrated; where it is constructed is not followed.
// TODO(mcp-migrate): an exported subclass of the old client (now MCPAdapter): its config passed to super(…) and its own calls are migrated, and its constructions and calls in the other modules of this run; elsewhere they must call listTools/connect/client
export class CachedClient extends MCPAdapter {
  private cache?: unknown[];

  async cachedTools() {
    this.cache ??= await this.listTools();
    return this.cache;
  }
}

// Read in place: followed by the other transforms, nothing to mark.
export const direct = new MCPAdapter({ mcpServers: {} }, { toolNames: "bare" });
export const isClient = (value: unknown) => value instanceof MCPAdapter;
export const fromNamespace = new mcp.MCPAdapter({ mcpServers: {} }, { toolNames: "bare" });

export async function later() {
  return import("langchain-mcp-bridge").then((m) => new m.MCPAdapter({ mcpServers: {} }, { toolNames: "bare" }));
}
