// Elicitation ON BY DEFAULT, legacy era, in-process: the real MCPAdapter (no handler given), an
// SDK 1.x server pushing `elicitation/create`, createAgent + fakeModel + MemorySaver.
import { afterEach, describe, expect, it } from "vitest";
import {
  ClientGroup,
  MCPAdapter,
  MCPClient,
  type MCPStructuredTool,
} from "../../runtime/src/index.js";
import { ElicitationUnavailableError } from "../../runtime/src/elicitation/index.js";
import { heldCallCount } from "../../runtime/src/elicitation/held.js";
import {
  agentCalling,
  legacyBookKey,
  pendingRequests,
  resume,
  start,
  toolResults,
} from "../elicitation/harness.js";
import {
  createLegacyElicitationServer,
  startLegacyElicitationHttp,
  type LegacyRecord,
} from "../elicitation/servers/legacy.js";

let adapter: MCPAdapter | undefined;
let record: LegacyRecord;
afterEach(async () => {
  await adapter?.close();
  adapter = undefined;
});

let mcpServer: ReturnType<typeof createLegacyElicitationServer>;
async function setup(): Promise<{ tools: MCPStructuredTool[]; server: string }> {
  record = { calls: 0, pushed: [] };
  mcpServer = createLegacyElicitationServer(record);
  adapter = new MCPAdapter(mcpServer);
  return { tools: await adapter.listTools(), server: adapter.serverNames[0] };
}

describe("legacy, in-process, through the adapter's default interrupt bridge", () => {
  it("accept: holds the pushed question, pauses with a deterministic key, answers it on resume", async () => {
    const { tools, server } = await setup();
    const agent = agentCalling(tools, [{ name: "book", args: { party: 4 } }]);
    const paused = await start(agent);
    expect(pendingRequests(paused)).toEqual([
      {
        key: legacyBookKey(4, server),
        server,
        tool: "book",
        message: "Which date for 4?",
        requestedSchema: {
          type: "object",
          properties: { date: { type: "string", format: "date" } },
          required: ["date"],
        },
      },
    ]);
    // Held open: the server has no answer yet, and its tool body ran once.
    expect(record.pushed).toEqual([]);
    expect(record.calls).toBe(1);
    // The client the adapter built advertised form-mode elicitation.
    expect(mcpServer.server.getClientCapabilities()?.elicitation).toMatchObject({ form: {} });
    const done = await resume(agent, {
      [legacyBookKey(4, server)]: { action: "accept", content: { date: "2026-09-14" } },
    });
    expect(done.__interrupt__).toBeUndefined();
    expect(toolResults(done).book).toEqual({ content: "book 4: 2026-09-14", status: "success" });
    expect(record.calls).toBe(1);
    expect(record.pushed).toEqual([
      {
        message: "Which date for 4?",
        action: "accept",
        content: { date: "2026-09-14" },
      },
    ]);
    expect(heldCallCount()).toBe(0);
  });

  it.each(["decline", "cancel"] as const)("%s reaches the held question", async (action) => {
    const { tools, server } = await setup();
    const agent = agentCalling(tools, [{ name: "book", args: { party: 2 } }]);
    await start(agent);
    const done = await resume(agent, { [legacyBookKey(2, server)]: { action } });
    expect(toolResults(done).book.content).toBe(`book 2: ${action}`);
    expect(record.pushed.map((p) => p.action)).toEqual([action]);
    expect(record.calls).toBe(1);
  });

  it("two questions in one call pause one after another", async () => {
    const { tools } = await setup();
    const agent = agentCalling(tools, [{ name: "signup", args: {} }]);
    const [name] = pendingRequests(await start(agent));
    expect(name.message).toBe("Your name?");
    const second = await resume(agent, {
      [name.key]: { action: "accept", content: { name: "Ada" } },
    });
    const [age] = pendingRequests(second);
    expect(age.message).toBe("How old are you, Ada?");
    expect(age.key).not.toBe(name.key);
    const done = await resume(agent, { [age.key]: { action: "accept", content: { age: 36 } } });
    expect(toolResults(done).signup.content).toBe("signup: Ada, 36");
    // One call: each question held across its pause, the second asked after the first's answer.
    expect(record.calls).toBe(1);
    expect(record.pushed.map((p) => p.action)).toEqual(["accept", "accept"]);
  });

  it("two parallel calls that both ask (one session per server) are answered from one resume value", async () => {
    const records = { a: { calls: 0, pushed: [] }, b: { calls: 0, pushed: [] } } as Record<
      string,
      LegacyRecord
    >;
    adapter = new MCPAdapter(
      new ClientGroup({
        a: createLegacyElicitationServer(records.a),
        b: createLegacyElicitationServer(records.b),
      }),
    );
    const agent = agentCalling(await adapter.listTools(), [
      { name: "a_book", args: { party: 8 } },
      { name: "b_signup", args: {} },
    ]);
    const paused = await start(agent);
    expect(paused.__interrupt__).toHaveLength(2);
    const name = pendingRequests(paused).find((r) => r.tool === "signup")!;
    expect(name.server).toBe("b");
    const next = await resume(agent, {
      [legacyBookKey(8, "a")]: { action: "accept", content: { date: "2027-01-01" } },
      [name.key]: { action: "accept", content: { name: "Grace" } },
    });
    const [age] = pendingRequests(next);
    expect(age).toMatchObject({ server: "b", tool: "signup", message: "How old are you, Grace?" });
    const done = await resume(agent, { [age.key]: { action: "accept", content: { age: 85 } } });
    expect(toolResults(done).a_book.content).toBe("book 8: 2027-01-01");
    expect(toolResults(done).b_signup.content).toBe("signup: Grace, 85");
  });

  it("a resume that misses the pending key pauses again", async () => {
    const { tools, server } = await setup();
    const agent = agentCalling(tools, [{ name: "book", args: { party: 6 } }]);
    await start(agent);
    const again = await resume(agent, { "some-other-key": { action: "decline" } });
    expect(pendingRequests(again).map((r) => r.key)).toEqual([legacyBookKey(6, server)]);
    const done = await resume(agent, {
      [legacyBookKey(6, server)]: { action: "accept", content: { date: "2026-12-24" } },
    });
    expect(toolResults(done).book.content).toBe("book 6: 2026-12-24");
  });

  it("invalid accept content pauses again with the errors, the question still held; the server never sees the bad value", async () => {
    const { tools, server } = await setup();
    const agent = agentCalling(tools, [{ name: "book", args: { party: 3 } }]);
    await start(agent);
    const again = await resume(agent, {
      [legacyBookKey(3, server)]: { action: "accept", content: { date: 20260914 } },
    });
    expect(again.messages.filter((m: any) => m.getType() === "tool")).toEqual([]);
    expect(pendingRequests(again)).toMatchObject([
      { key: legacyBookKey(3, server), errors: ['"date" must be a string'] },
    ]);
    expect(record.pushed).toEqual([]);
    const done = await resume(agent, {
      [legacyBookKey(3, server)]: { action: "accept", content: { date: "2026-09-15" } },
    });
    expect(toolResults(done).book.content).toBe("book 3: 2026-09-15");
    expect(record.calls).toBe(1);
    expect(record.pushed.map((p) => p.action)).toEqual(["accept"]);
  });

  it("a prebuilt MCPClient with its own elicitationHandler keeps it: no interrupt", async () => {
    record = { calls: 0, pushed: [] };
    const client = new MCPClient(createLegacyElicitationServer(record), {
      elicitationHandler: async () => ({ action: "accept", content: { date: "2030-01-01" } }),
    });
    adapter = new MCPAdapter(client);
    const agent = agentCalling(await adapter.listTools(), [{ name: "book", args: { party: 7 } }]);
    const done = await start(agent);
    expect(done.__interrupt__).toBeUndefined();
    expect(toolResults(done).book.content).toBe("book 7: 2030-01-01");
    expect(record.calls).toBe(1);
  });

  it("without a checkpointer: a clear error at once, the server answered cancel", async () => {
    const { tools, server } = await setup();
    const agent = agentCalling(tools, [{ name: "book", args: { party: 1 } }], false);
    const started = Date.now();
    const done = await start(agent);
    expect(Date.now() - started).toBeLessThan(5_000);
    const result = toolResults(done).book;
    expect(result.status).toBe("error");
    expect(result.content).toContain(
      `MCP server "${server}" asked for input during tool "book", but the call runs inside a LangGraph graph that has no checkpointer`,
    );
    expect(record.pushed).toEqual([{ message: "Which date for 1?", action: "cancel" }]);
    // The session is still usable, and still asks.
    const signup = tools.find((t) => t.name === "signup")!;
    const error = await signup.invoke({}).catch((e: unknown) => e);
    expect((error as ElicitationUnavailableError).reason).toBe("outside-graph");
    expect(record.pushed.at(-1)).toEqual({ message: "Your name?", action: "cancel" });
  }, 10_000);

  it.each([
    ["sample", "sampling/createMessage"],
    ["roots", "roots/list"],
  ])(
    "%s fails with NotImplementedError; the server gets an error, the session lives on",
    async (name, method) => {
      const { tools, server } = await setup();
      const agent = agentCalling(tools, [{ name, args: {} }]);
      const done = await start(agent);
      expect(done.__interrupt__).toBeUndefined();
      const result = toolResults(done)[name];
      expect(result.status).toBe("error");
      expect(result.content).toContain(
        `NotImplementedError: tool "${name}" on MCP server "${server}" requested "${method}"`,
      );
      const calls = record.calls;
      const book = tools.find((t) => t.name === "book")!;
      await expect(book.invoke({ party: 1 })).rejects.toThrow(ElicitationUnavailableError);
      expect(record.calls).toBe(calls + 1);
    },
  );
});

describe("legacy, two parallel asking calls to ONE server", () => {
  it('session: "per-call" gives each call its own session, so each question reaches its call', async () => {
    const shared: LegacyRecord = { calls: 0, pushed: [] };
    const http = await startLegacyElicitationHttp(shared);
    try {
      adapter = new MCPAdapter(
        { mcpServers: { legacy: { url: http.url.href } } },
        {
          session: "per-call",
        },
      );
      const agent = agentCalling(await adapter.listTools(), [
        { name: "book", args: { party: 2 } },
        { name: "signup", args: {} },
      ]);
      const paused = await start(agent);
      expect(
        pendingRequests(paused)
          .map((r) => `${r.tool}: ${r.message}`)
          .sort(),
      ).toEqual(["book: Which date for 2?", "signup: Your name?"]);
      const name = pendingRequests(paused).find((r) => r.tool === "signup")!;
      const next = await resume(agent, {
        [legacyBookKey(2)]: { action: "accept", content: { date: "2027-03-04" } },
        [name.key]: { action: "decline" },
      });
      expect(next.__interrupt__).toBeUndefined();
      expect(toolResults(next).book.content).toBe("book 2: 2027-03-04");
      expect(toolResults(next).signup.content).toBe("signup: decline");
    } finally {
      await adapter?.close();
      adapter = undefined;
      await http.close();
    }
  });
});
