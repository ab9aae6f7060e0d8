/** Reads through a binding that keeps a client where the tracker cannot follow it. */
import { describe, expect, test } from "vitest";
import { clientTracker } from "../../../../transforms/lib/clients.js";
import { contextOf, IMPORT_OLD } from "./helpers.js";

const CLIENT = "const client = new MultiServerMCPClient({});";

describe("holderOf", () => {
  test.each([
    ['const byServer = new Map([["a", client]]);\nbyServer.get("a")!.getTools();', "byServer"],
    ["class S { pool = { main: client }; m() { return this.pool.main.getTools(); } }", "this.pool"],
    ["let kept; kept = wrap(client);\nkept.inner.getTools();", "kept"],
    // Nothing kept there: a plain object, a member's name, a property key.
    ['const other = new Map();\nother.get("a").getTools();', null],
    ["const named = { client: 1 };\nnamed.x.getTools();", null],
    ["const reads = client.client;\nreads.getTools();", null],
  ])("%s", (source, expected) => {
    const { j, root, ctx } = contextOf(`${IMPORT_OLD}\n${CLIENT}\n${source}`);
    const call = root.find(j.CallExpression, { callee: { property: { name: "getTools" } } });
    const p = call.paths()[0];
    expect(clientTracker(ctx).holderOf(p.get("callee", "object"))).toBe(expected);
  });
});
