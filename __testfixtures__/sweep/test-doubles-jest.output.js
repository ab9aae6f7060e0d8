const { MCPAdapter } = require("langchain-mcp-bridge");
const { run } = require("./run");

test("run uses the client", async () => {
  // TODO(mcp-migrate): a test double with the old client's `getTools`: the migrated code calls MCPAdapter's methods; its counterpart is `listTools`
  const client = { getTools: jest.fn(() => Promise.resolve([])) };
  const spy = jest.spyOn(client, "getTools");
  await run(client);
  // TODO(mcp-migrate): asserts the arguments of a spy on the old client's `getTools`; its counterpart is `listTools`
  expect(spy).toHaveBeenCalledWith("math", "weather");
  expect(MCPAdapter).toBeDefined();
});
