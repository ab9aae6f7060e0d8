/** What a function gives, from its `return`s: a client, its tools, or a server's SDK client. */
import { describe, expect, test } from "vitest";
import { functionFact } from "../../../../../transforms/lib/project/own-exports/functions.js";
import { fact, IMPORT_OLD, readingOf } from "../helpers.js";

/** The module's known locals: a client with hooks, a factory, a function giving tools. */
const LOCALS = {
  client: fact("instance", true),
  make: fact("factory", false),
  tools: fact("tools", false),
};

describe("functionFact", () => {
  test.each([
    ["function f() { return new MultiServerMCPClient({}); }", "factory", false],
    ["function f() { return new MultiServerMCPClient({ beforeToolCall }); }", "factory", true],
    ["const f = () => client;", "factory", true],
    ["function f() { return make(); }", "factory", false],
    ["function f() { if (x) return 1; return client; }", "factory", true],
    ["async function f() { return (await client.getTools()); }", "tools", true],
    ["const f = () => client.listTools();", "tools", true],
    ["const f = () => make().getTools();", "tools", false],
    ['const f = async () => client.getClient("a")!;', "server-client", true],
    // Seen through since `bare`: `as` around a call of a local client.
    ["const f = () => client.getTools() as Tool[];", "tools", true],
    // A function giving tools is not a client; a nested function's return is not this one's.
    ["function f() { return tools; }", null, null],
    [
      "function f() { function g() { return new MultiServerMCPClient({}); } return 1; }",
      null,
      null,
    ],
    ["function f() { return other.getTools(); }", null, null],
    ["function f() { return client.close(); }", null, null],
    ["function f() { return new Other({ beforeToolCall }); }", null, null],
    ["function f() { return tools(); }", null, null],
  ])("%s → %s", (source, kind, hooks) => {
    const { sf, reading } = readingOf(`${IMPORT_OLD}\n${source}`);
    for (const [name, f] of Object.entries(LOCALS)) reading.local.set(name, f);
    const st: any = sf.statements[1];
    const body = st.body ?? st.declarationList.declarations[0].initializer.body;
    expect(functionFact(reading, body)).toEqual(kind ? { kind, hooks } : null);
  });
});
