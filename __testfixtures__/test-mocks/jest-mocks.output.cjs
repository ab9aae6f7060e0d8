const { MCPAdapter } = require("langchain-mcp-bridge");

// TODO(mcp-migrate): mocked `getServerForTool` is gone: MCPAdapter has no such method (read `tool.metadata?.mcp?.server?.name` instead)
jest.mock("langchain-mcp-bridge", () => ({
  ...jest.requireActual("langchain-mcp-bridge"),
  MCPAdapter: jest.fn().mockImplementation(() => ({
    listTools: jest.fn().mockResolvedValue([]),
    getServerForTool: jest.fn(),
    close: jest.fn(),
  })),
}));

test("loads tools", async () => {
  const client = new MCPAdapter({ mcpServers: {} }, { toolNames: "bare" });
  const spy = jest.spyOn(client, "listTools");
  await client.listTools();
  expect(spy).toHaveBeenCalled();
});
