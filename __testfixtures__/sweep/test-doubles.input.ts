import { describe, expect, test, vi } from "vitest";
import { MultiServerMCPClient } from "@langchain/mcp-adapters";

class Service {
  constructor(readonly client: any) {}

  async run() {
    return this.client;
  }
}

describe("service", () => {
  test("lists tools through the client it was given", async () => {
    const fake = { getTools: vi.fn().mockResolvedValue([]), getClient: vi.fn() };
    const service = new Service(fake as unknown as MultiServerMCPClient);
    const spy = vi.spyOn(service.client, "getClient");
    await service.run();
    expect(spy).toHaveBeenCalledWith("server1");
    expect(fake.getTools).toHaveBeenCalled();
  });

  test("spies on the class", async () => {
    const listing = vi.spyOn(MultiServerMCPClient.prototype, "getTools").mockResolvedValue([]);
    const factory = vi.fn().mockReturnValue({ initializeConnections: async () => ({}) });
    await new Service(factory()).run();
    expect(listing).toHaveBeenCalledWith("math");
    expect(new MultiServerMCPClient({ mcpServers: {} })).toBeInstanceOf(MultiServerMCPClient);
  });
});
