import { afterEach, describe, expect, it, vi } from "vitest";
import { MultiServerMCPClient } from "@langchain/mcp-adapters";
import type { DynamicStructuredTool } from "@langchain/core/tools";
import { ToolRegistry } from "../src/tools/registry.js";
import { loadToolsSafely } from "../src/mcp/load-tools.js";

const fakeTool = (name: string) => ({ name, description: `${name} tool` }) as unknown as DynamicStructuredTool;

describe("ToolRegistry", () => {
  afterEach(() => vi.restoreAllMocks());

  it("drops blocked tools", async () => {
    const spy = vi
      .spyOn(MultiServerMCPClient.prototype, "getTools")
      .mockResolvedValue([fakeTool("add"), fakeTool("delete_item")]);
    const client = new MultiServerMCPClient({ mcpServers: {} });
    const registry = new ToolRegistry(client);
    const tools = await registry.refresh();
    expect(tools.map((t) => t.name)).toEqual(["add"]);
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it("asks only the named server", async () => {
    const spy = vi.spyOn(MultiServerMCPClient.prototype, "getTools").mockResolvedValue([]);
    const client = new MultiServerMCPClient({
      mcpServers: { server1: { command: "node", args: ["server.js"] } },
    });
    await loadToolsSafely(client, "server1");
    expect(spy).toHaveBeenCalledWith("server1");
  });
});
