// Legacy servers (SDK 1.x) push `elicitation/create` during the call. The bridge answers
// `cancel`, pauses the graph after the call, and answers the replayed call from the resume value.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import {
  agentCalling,
  connectLegacy,
  legacyBookKey as bookKey,
  legacyTool,
  pendingRequests,
  resume,
  start,
  toolResults,
  type LegacyConnection,
} from "./harness.js";
import { pushedElicitationKey } from "../../runtime/src/elicitation/keys.js";
import { startLegacyElicitationHttp } from "./servers/legacy.js";

let conn: LegacyConnection;
beforeEach(async () => {
  conn = await connectLegacy();
});
afterEach(async () => {
  await conn.client.close();
});

const tools = () => [
  legacyTool(conn, "book", z.object({ party: z.number() })),
  legacyTool(conn, "signup"),
  legacyTool(conn, "sample"),
  legacyTool(conn, "roots"),
];

describe("legacy server, pushed elicitation through interrupts", () => {
  it("answers cancel, pauses with a deterministic key, and answers the replayed call", async () => {
    const agent = agentCalling(tools(), [{ name: "book", args: { party: 4 } }]);
    const paused = await start(agent);
    expect(pendingRequests(paused)).toEqual([
      {
        key: bookKey(4),
        server: "legacy",
        tool: "book",
        message: "Which date for 4?",
        requestedSchema: {
          type: "object",
          properties: { date: { type: "string", format: "date" } },
          required: ["date"],
        },
      },
    ]);
    expect(conn.record.pushed).toEqual([{ message: "Which date for 4?", action: "cancel" }]);

    const done = await resume(agent, {
      [bookKey(4)]: { action: "accept", content: { date: "2026-09-14" } },
    });
    expect(done.__interrupt__).toBeUndefined();
    expect(toolResults(done).book.content).toBe("book 4: 2026-09-14");
    expect(conn.record.calls).toBe(2);
    expect(conn.record.pushed.at(-1)).toEqual({
      message: "Which date for 4?",
      action: "accept",
      content: { date: "2026-09-14" },
    });
  });

  it.each(["decline", "cancel"] as const)("passes %s to the server on replay", async (action) => {
    const agent = agentCalling(tools(), [{ name: "book", args: { party: 2 } }]);
    await start(agent);
    const done = await resume(agent, { [bookKey(2)]: { action } });
    expect(toolResults(done).book.content).toBe(`book 2: ${action}`);
  });

  it("pauses once per question when a call asks two in sequence", async () => {
    const agent = agentCalling(tools(), [{ name: "signup", args: {} }]);
    const first = await start(agent);
    const [name] = pendingRequests(first);
    expect(name.message).toBe("Your name?");
    const second = await resume(agent, {
      [name.key]: { action: "accept", content: { name: "Ada" } },
    });
    const [age] = pendingRequests(second);
    expect(age.message).toBe("How old are you, Ada?");
    expect(age.key).not.toBe(name.key);
    const done = await resume(agent, { [age.key]: { action: "accept", content: { age: 36 } } });
    expect(toolResults(done).signup.content).toBe("signup: Ada, 36");
    // First run, replay after the name, replay after the age.
    expect(conn.record.calls).toBe(3);
  });

  it("pauses again when the resume does not answer the pending key", async () => {
    const agent = agentCalling(tools(), [{ name: "book", args: { party: 6 } }]);
    await start(agent);
    const again = await resume(agent, { "some-other-key": { action: "decline" } });
    expect(pendingRequests(again).map((r) => r.key)).toEqual([bookKey(6)]);
    const done = await resume(agent, {
      [bookKey(6)]: { action: "accept", content: { date: "2026-12-24" } },
    });
    expect(toolResults(done).book.content).toBe("book 6: 2026-12-24");
  });

  it("asks again, with the errors, for invalid accept content; the server gets cancel, not the bad value", async () => {
    const agent = agentCalling(tools(), [{ name: "book", args: { party: 3 } }]);
    await start(agent);
    const again = await resume(agent, {
      [bookKey(3)]: { action: "accept", content: { date: 20260914 } },
    });
    expect(pendingRequests(again)).toMatchObject([
      { key: bookKey(3), message: "Which date for 3?", errors: ['"date" must be a string'] },
    ]);
    const done = await resume(agent, {
      [bookKey(3)]: { action: "accept", content: { date: "2026-09-14" } },
    });
    expect(toolResults(done).book).toEqual({ content: "book 3: 2026-09-14", status: "success" });
    expect(conn.record.pushed.map((p) => p.action)).toEqual(["cancel", "cancel", "accept"]);
  });

  it("fails fast without a checkpointer, after answering the server cancel", async () => {
    const agent = agentCalling(tools(), [{ name: "book", args: { party: 1 } }], false);
    const started = Date.now();
    const done = await start(agent);
    expect(Date.now() - started).toBeLessThan(5_000);
    const result = toolResults(done).book;
    expect(result.status).toBe("error");
    expect(result.content).toContain("has no checkpointer, so it cannot pause");
    expect(conn.record.pushed).toEqual([{ message: "Which date for 1?", action: "cancel" }]);
    // The session is still usable.
    const next = await conn.client.callTool({ name: "signup", arguments: {} });
    expect(next.content).toEqual([{ type: "text", text: "signup: cancel" }]);
  });
});

describe("legacy server, more than one call", () => {
  it("answers two parallel calls (one session each) that both ask, from one resume value", async () => {
    const other = await connectLegacy();
    try {
      const agent = agentCalling(
        [legacyTool(conn, "book", z.object({ party: z.number() })), legacyTool(other, "signup")],
        [
          { name: "book", args: { party: 8 } },
          { name: "signup", args: {} },
        ],
      );
      const paused = await start(agent);
      expect(paused.__interrupt__).toHaveLength(2);
      const name = pendingRequests(paused).find((r) => r.tool === "signup")!;
      const next = await resume(agent, {
        [bookKey(8)]: { action: "accept", content: { date: "2027-01-01" } },
        [name.key]: { action: "accept", content: { name: "Grace" } },
      });
      const [age] = pendingRequests(next);
      expect(age).toMatchObject({ tool: "signup", message: "How old are you, Grace?" });
      const done = await resume(agent, { [age.key]: { action: "accept", content: { age: 85 } } });
      expect(toolResults(done).book.content).toBe("book 8: 2027-01-01");
      expect(toolResults(done).signup.content).toBe("signup: Grace, 85");
    } finally {
      await other.client.close();
    }
  });

  it.each([
    ["sample", "sampling/createMessage"],
    ["roots", "roots/list"],
  ])(
    "fails %s with a NotImplementedError; the server gets an error and the session lives on",
    async (name, method) => {
      const agent = agentCalling(tools(), [{ name, args: {} }]);
      const done = await start(agent);
      expect(done.__interrupt__).toBeUndefined();
      const result = toolResults(done)[name];
      expect(result.status).toBe("error");
      expect(result.content).toContain(
        `NotImplementedError: tool "${name}" on MCP server "legacy" requested "${method}"`,
      );
      const next = await conn.client.callTool({ name: "book", arguments: { party: 1 } });
      expect(next.content).toEqual([{ type: "text", text: "book 1: cancel" }]);
    },
  );
});

describe("legacy server over Streamable HTTP", () => {
  it("answers a question pushed on the call's SSE stream, after a pause", async () => {
    const record = { calls: 0, pushed: [] };
    const http = await startLegacyElicitationHttp(record);
    const remote = await connectLegacy({ url: http.url, record });
    try {
      const agent = agentCalling([legacyTool(remote, "signup")], [{ name: "signup", args: {} }]);
      const first = await start(agent);
      const [name] = pendingRequests(first);
      const second = await resume(agent, {
        [name.key]: { action: "accept", content: { name: "Ada" } },
      });
      const [age] = pendingRequests(second);
      const done = await resume(agent, { [age.key]: { action: "accept", content: { age: 36 } } });
      expect(toolResults(done).signup.content).toBe("signup: Ada, 36");
      expect(record.calls).toBe(3);
    } finally {
      await remote.client.close();
      await http.close();
    }
  });
});

describe("pushedElicitationKey", () => {
  const base = { server: "s", tool: "t", args: { a: 1, b: [1, 2] }, index: 0, message: "m?" };
  it("is the same for the same question of the same call, whatever the argument order", () => {
    expect(pushedElicitationKey(base)).toBe(
      pushedElicitationKey({ ...base, args: { b: [1, 2], a: 1 } }),
    );
    expect(pushedElicitationKey(base)).toMatch(/^elicit-[0-9a-f]{16}$/);
  });
  it.each([
    ["server", { server: "s2" }],
    ["tool", { tool: "t2" }],
    ["args", { args: { a: 2, b: [1, 2] } }],
    ["index", { index: 1 }],
    ["message", { message: "other?" }],
  ])("changes with the %s", (_what, change) => {
    expect(pushedElicitationKey({ ...base, ...change })).not.toBe(pushedElicitationKey(base));
  });
});
