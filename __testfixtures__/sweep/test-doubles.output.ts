import { describe, expect, test, vi } from "vitest";
import { MCPAdapter } from "langchain-mcp-bridge";

class Service {
  constructor(readonly client: any) {}

  async run() {
    return this.client;
  }
}

describe("service", () => {
  test("lists tools through the client it was given", async () => {
    // TODO(mcp-migrate): a test double with the old client's `getTools`: the migrated code calls MCPAdapter's methods; its counterpart is `listTools`
    // TODO(mcp-migrate): a test double with the old client's `getClient`: the migrated code calls MCPAdapter's methods; its counterpart is `client`
    const fake = { getTools: vi.fn().mockResolvedValue([]), getClient: vi.fn() };
    const service = new Service(fake as unknown as MCPAdapter);
    // TODO(mcp-migrate): spies on `getClient` of a value the codemod cannot follow: if it is the old client, it is now an MCPAdapter, which has no `getClient`; its counterpart is `client`
    const spy = vi.spyOn(service.client, "getClient");
    await service.run();
    // TODO(mcp-migrate): asserts the arguments of a spy on the old client's `getClient`; its counterpart is `client`
    expect(spy).toHaveBeenCalledWith("server1");
    expect(fake.getTools).toHaveBeenCalled();
  });

  test("spies on the class", async () => {
    const listing = vi.spyOn(MCPAdapter.prototype, "listTools").mockResolvedValue([]);
    // TODO(mcp-migrate): a test double with the old client's `initializeConnections`: the migrated code calls MCPAdapter's methods; its counterpart is `connect`
    const factory = vi.fn().mockReturnValue({ initializeConnections: async () => ({}) });
    await new Service(factory()).run();
    // TODO(mcp-migrate): asserts the old `getTools` arguments (server names): `listTools` takes `{ servers: ["a", …] }`
    expect(listing).toHaveBeenCalledWith("math");
    expect(new MCPAdapter({ mcpServers: {} }, { toolNames: "bare" })).toBeInstanceOf(MCPAdapter);
  });
});
