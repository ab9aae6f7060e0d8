const { MultiServerMCPClient } = require("@langchain/mcp-adapters");

jest.mock("@langchain/mcp-adapters", () => ({
  ...jest.requireActual("@langchain/mcp-adapters"),
  MultiServerMCPClient: jest.fn().mockImplementation(() => ({
    getTools: jest.fn().mockResolvedValue([]),
    getServerForTool: jest.fn(),
    close: jest.fn(),
  })),
}));

test("loads tools", async () => {
  const client = new MultiServerMCPClient({ mcpServers: {} });
  const spy = jest.spyOn(client, "getTools");
  await client.getTools();
  expect(spy).toHaveBeenCalled();
});
