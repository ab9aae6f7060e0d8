// A jest suite of the service, kept for the team that still runs jest.
const { MultiServerMCPClient } = require("@langchain/mcp-adapters");

jest.mock("@langchain/mcp-adapters", () => ({
  ...jest.requireActual("@langchain/mcp-adapters"),
  MultiServerMCPClient: jest.fn().mockImplementation(() => ({
    initializeConnections: jest.fn(),
    getTools: jest.fn().mockResolvedValue([]),
  })),
}));

test("connects before listing", async () => {
  const client = new MultiServerMCPClient({ mcpServers: {} });
  await client.initializeConnections();
  expect(await client.getTools()).toEqual([]);
});
