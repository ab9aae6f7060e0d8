import { afterEach, describe, expect, it, vi } from "vitest";
import { MultiServerMCPClient } from "@langchain/mcp-adapters";
import { McpService } from "../src/mcp/mcp.service";
import { mcpConfig } from "../src/mcp/mcp.config";

describe("McpService", () => {
  afterEach(() => vi.restoreAllMocks());

  it("loads tools on init", async () => {
    const getTools = vi.spyOn(MultiServerMCPClient.prototype, "getTools").mockResolvedValue([]);
    const service = new McpService(mcpConfig);
    await service.onModuleInit();
    expect(getTools).toHaveBeenCalledTimes(1);
    expect(service.getTools()).toEqual([]);
  });

  it("filters by server", async () => {
    const getTools = vi.spyOn(MultiServerMCPClient.prototype, "getTools").mockResolvedValue([]);
    const service = new McpService({ mcpServers: { server1: { url: "http://127.0.0.1:1/mcp" } } });
    await service.toolsFrom("server1");
    expect(getTools).toHaveBeenCalledWith("server1");
  });

  it("closes the client", async () => {
    const close = vi.spyOn(MultiServerMCPClient.prototype, "close").mockResolvedValue();
    await new McpService(mcpConfig).onModuleDestroy();
    expect(close).toHaveBeenCalled();
  });
});
