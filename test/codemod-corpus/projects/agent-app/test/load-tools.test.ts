import { describe, expect, it, vi } from "vitest";
import type { MultiServerMCPClient } from "@langchain/mcp-adapters";
import { loadToolsSafely } from "../src/mcp/load-tools.js";

describe("loadToolsSafely", () => {
  it("returns no tools when the server is down", async () => {
    const client = {
      getTools: vi.fn().mockRejectedValue(new Error("connect ECONNREFUSED")),
      close: vi.fn(),
    };
    const result = await loadToolsSafely(client as unknown as MultiServerMCPClient);
    expect(result).toEqual({ tools: [], error: "connect ECONNREFUSED" });
    expect(client.getTools).toHaveBeenCalledWith();
  });

  it("passes the servers through", async () => {
    const getTools = vi.fn(async () => []);
    const mock = { getTools } as unknown as MultiServerMCPClient;
    await loadToolsSafely(mock, "math", "search");
    expect(getTools).toHaveBeenCalledWith("math", "search");
  });
});
