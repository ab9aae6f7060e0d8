const { describe, it, expect, jest, beforeEach } = require("@jest/globals");

/** @type {import("jest-mock").Mock<() => Promise<{ name: string }[]>>} */
const mockGetTools = jest.fn();
const mockClose = jest.fn();
const mockAdapters = () => ({
  MultiServerMCPClient: jest.fn().mockImplementation(() => ({
    getTools: mockGetTools,
    close: mockClose,
    getClient: jest.fn(),
  })),
});
jest.mock("@langchain/mcp-adapters", mockAdapters);

const { MultiServerMCPClient } = require("@langchain/mcp-adapters");
const { createClient, listToolNames } = require("../mcp/client");

describe("mcp/client", () => {
  beforeEach(() => jest.clearAllMocks());

  it("builds the client from the app config", () => {
    createClient({ userDataDir: "/tmp/desk" });
    expect(MultiServerMCPClient).toHaveBeenCalledTimes(1);
    const ctor = /** @type {import("jest-mock").Mock<(config: any) => unknown>} */ (
      /** @type {unknown} */ (MultiServerMCPClient)
    );
    const [config] = ctor.mock.calls[0];
    expect(Object.keys(config.mcpServers)).toEqual(["math"]);
    expect(config.mcpServers.math.env).toEqual({ DESK_DATA: "/tmp/desk" });
  });

  it("sorts tool names", async () => {
    mockGetTools.mockResolvedValue([{ name: "echo" }, { name: "add" }]);
    const names = await listToolNames(createClient());
    expect(names).toEqual(["add", "echo"]);
  });
});
