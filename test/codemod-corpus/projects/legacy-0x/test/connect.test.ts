import { describe, expect, it, vi } from "vitest";

vi.mock("@langchain/mcp-adapters", () => {
  const MultiServerMCPClient = vi.fn();
  MultiServerMCPClient.prototype.connectToServerViaStdio = vi.fn(async () => new Map());
  MultiServerMCPClient.prototype.connectToServerViaSSE = vi.fn(async () => new Map());
  MultiServerMCPClient.prototype.getTools = vi.fn(() => [{ name: "search" }]);
  MultiServerMCPClient.prototype.close = vi.fn();
  return { MultiServerMCPClient };
});

import { MultiServerMCPClient } from "@langchain/mcp-adapters";
import { connectResearchTools } from "../src/connect.js";

describe("connectResearchTools", () => {
  it("connects both servers", async () => {
    const { tools } = await connectResearchTools();
    expect(tools).toHaveLength(1);
    expect(MultiServerMCPClient.prototype.connectToServerViaStdio).toHaveBeenCalledWith(
      "notes",
      "node",
      ["./servers/notes.js"],
      { NOTES_DIR: "/tmp/notes" },
      expect.objectContaining({ enabled: true }),
    );
  });
});
