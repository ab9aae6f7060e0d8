import { describe, expect, it, vi } from "vitest";
import { McpHealthIndicator } from "../src/mcp/mcp.health";
import type { McpService } from "../src/mcp/mcp.service";

describe("McpHealthIndicator", () => {
  it("reports each server", async () => {
    const rawClient = {
      getClient: vi.fn(async (name: string) => (name === "kb" ? {} : undefined)),
      getTools: vi.fn(),
    };
    const mcp = { rawClient } as unknown as McpService;
    const health = new McpHealthIndicator(mcp);
    expect(await health.check(["kb", "helpers"])).toEqual({ kb: "up", helpers: "down" });
    expect(rawClient.getClient).toHaveBeenCalledWith("kb");
  });
});
