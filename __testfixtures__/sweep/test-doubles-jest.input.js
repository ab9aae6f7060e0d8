const { MultiServerMCPClient } = require("@langchain/mcp-adapters");
const { run } = require("./run");

test("run uses the client", async () => {
  const client = { getTools: jest.fn(() => Promise.resolve([])) };
  const spy = jest.spyOn(client, "getTools");
  await run(client);
  expect(spy).toHaveBeenCalledWith("math", "weather");
  expect(MultiServerMCPClient).toBeDefined();
});
