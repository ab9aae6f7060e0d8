import { describe, expect, it, vi } from "vitest";
import { MCPAdapter } from "langchain-mcp-bridge";

vi.mock("langchain-mcp-bridge", async () => {
  const actual = await vi.importActual<typeof import("langchain-mcp-bridge")>(
    "langchain-mcp-bridge",
  );
  return {
    ...actual,
    MCPAdapter: vi.fn(() => ({
      connect: vi.fn(async () => undefined),
      listTools: vi.fn(async () => []),
      close: vi.fn(async () => undefined),
    })),
  };
});

async function loadTools() {
  const client = new MCPAdapter({ mcpServers: {} }, { toolNames: "bare" });
  await client.connect();
  return client.listTools();
}

describe("tool loading", () => {
  it("asks the client for its tools", async () => {
    await expect(loadTools()).resolves.toEqual([]);
    expect(MCPAdapter).toHaveBeenCalledTimes(1);
  });

  it("spies on the prototype", () => {
    const spy = vi.spyOn(MCPAdapter.prototype, "listTools");
    expect(spy).not.toHaveBeenCalled();
  });

  it("replaces the instance", async () => {
    vi.mocked(MCPAdapter).mockImplementationOnce(function () {
      const fake = { listTools: async () => [], close: async () => undefined };
      return fake as never;
    });
    const client = new MCPAdapter({ mcpServers: {} }, { toolNames: "bare" });
    const closing = vi.spyOn(client, "close");
    await client.close();
    expect(closing).toHaveBeenCalled();
  });
});
