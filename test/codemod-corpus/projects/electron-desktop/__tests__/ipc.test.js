const { describe, it, expect, jest } = require("@jest/globals");
const { registerToolHandlers } = require("../ipc/tools");

function fakeIpc() {
  /** @type {Map<string, (...args: any[]) => any>} */
  const handlers = new Map();
  return { handlers, handle: jest.fn((/** @type {string} */ channel, /** @type {any} */ fn) => handlers.set(channel, fn)) };
}

describe("ipc/tools", () => {
  it("calls the named tool", async () => {
    const invoke = jest.fn(async (/** @type {unknown} */ _args) => "7");
    const client = {
      getTools: jest.fn(async () => [{ name: "add", description: "Add", invoke }]),
      getClient: jest.fn(async () => ({})),
    };
    const ipc = fakeIpc();
    registerToolHandlers(/** @type {any} */ (ipc), /** @type {any} */ (client));
    const out = await ipc.handlers.get("tools:call")({}, "add", { a: 3, b: 4 });
    expect(out).toBe("7");
    expect(invoke).toHaveBeenCalledWith({ a: 3, b: 4 });
  });

  it("reports server status", async () => {
    const client = { getTools: jest.fn(), getClient: jest.fn(async (/** @type {string} */ _name) => undefined) };
    const ipc = fakeIpc();
    registerToolHandlers(/** @type {any} */ (ipc), /** @type {any} */ (client));
    expect(await ipc.handlers.get("tools:status")()).toEqual({ math: false });
    expect(client.getClient).toHaveBeenCalledWith("math");
  });
});
