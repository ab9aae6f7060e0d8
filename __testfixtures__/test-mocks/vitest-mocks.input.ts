import { describe, expect, it, vi } from "vitest";
import { MultiServerMCPClient } from "@langchain/mcp-adapters";

vi.mock("@langchain/mcp-adapters", async () => {
  const actual = await vi.importActual<typeof import("@langchain/mcp-adapters")>(
    "@langchain/mcp-adapters",
  );
  return {
    ...actual,
    MultiServerMCPClient: vi.fn(() => ({
      initializeConnections: vi.fn(async () => undefined),
      getTools: vi.fn(async () => []),
      close: vi.fn(async () => undefined),
    })),
  };
});

async function loadTools() {
  const client = new MultiServerMCPClient({ mcpServers: {} });
  await client.initializeConnections();
  return client.getTools();
}

describe("tool loading", () => {
  it("asks the client for its tools", async () => {
    await expect(loadTools()).resolves.toEqual([]);
    expect(MultiServerMCPClient).toHaveBeenCalledTimes(1);
  });

  it("spies on the prototype", () => {
    const spy = vi.spyOn(MultiServerMCPClient.prototype, "getTools");
    expect(spy).not.toHaveBeenCalled();
  });

  it("replaces the instance", async () => {
    vi.mocked(MultiServerMCPClient).mockImplementationOnce(function () {
      const fake = { getTools: async () => [], close: async () => undefined };
      return fake as never;
    });
    const client = new MultiServerMCPClient({ mcpServers: {} });
    const closing = vi.spyOn(client, "close");
    await client.close();
    expect(closing).toHaveBeenCalled();
  });
});
