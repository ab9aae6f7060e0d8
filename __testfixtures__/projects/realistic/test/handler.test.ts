import { describe, expect, it, vi } from "vitest";
import { MultiServerMCPClient } from "@langchain/mcp-adapters";
import { toolsHandler } from "../src/handler.js";

// The handler is tested against a mocked client class.
vi.mock("@langchain/mcp-adapters", () => ({
  MultiServerMCPClient: vi.fn(function () {
    return {
      getTools: vi.fn(async () => [{ name: "echo" }, { name: "add" }]),
      close: vi.fn(async () => undefined),
    };
  }),
}));

describe("toolsHandler", () => {
  it("answers the sorted tool names", async () => {
    const client = new MultiServerMCPClient({ mcpServers: {} });
    const json = vi.fn();
    await toolsHandler(client)({}, { json });
    expect(json).toHaveBeenCalledWith({ tools: ["add", "echo"] });
  });
});
