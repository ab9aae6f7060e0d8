// Modern servers (2026-07-28, `input_required` results) driven through a real createAgent +
// MemorySaver graph whose tools call the server over Streamable HTTP and use the bridge.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { Client } from "@modelcontextprotocol/client";
import { startModernElicitationHttp, type ModernServerHandle } from "./servers/modern.js";
import {
  agentCalling,
  connectModern,
  modernTool,
  pendingRequests,
  resume,
  start,
  toolResults,
} from "./harness.js";
import { resolveInputRequests } from "../../runtime/src/elicitation/inputRequired.js";
import { resolveRoundThroughInterrupt } from "../../runtime/src/elicitation/seam.js";

let server: ModernServerHandle;
let client: Client;
beforeAll(async () => {
  server = await startModernElicitationHttp();
  client = await connectModern(server.url);
});
afterAll(async () => {
  await client?.close();
  await server?.close();
});

const book = () => modernTool(client, "book", z.object({ party: z.number() }));
const tools = () => [
  book(),
  modernTool(client, "rekey"),
  modernTool(client, "signup"),
  modernTool(client, "fullname"),
  modernTool(client, "sample"),
  modernTool(client, "roots"),
];

describe("modern server, input_required through interrupts", () => {
  it("pauses with the server's key and resumes with an accepted answer", async () => {
    const agent = agentCalling(tools(), [{ name: "book", args: { party: 4 } }]);
    const paused = await start(agent);
    expect(pendingRequests(paused)).toEqual([
      {
        key: "date",
        server: "modern",
        tool: "book",
        message: "Which date for 4?",
        requestedSchema: {
          type: "object",
          properties: { date: { type: "string", format: "date", title: "Date" } },
          required: ["date"],
        },
      },
    ]);
    const done = await resume(agent, {
      date: { action: "accept", content: { date: "2026-09-14" } },
    });
    expect(done.__interrupt__).toBeUndefined();
    expect(toolResults(done).book.content).toBe("book 4: 2026-09-14");
    expect(server.record.calls.at(-1)?.requestState).toBe("book-1");
  });

  it.each(["decline", "cancel"] as const)("passes %s to the server", async (action) => {
    const agent = agentCalling(tools(), [{ name: "book", args: { party: 2 } }]);
    await start(agent);
    const done = await resume(agent, { date: { action } });
    expect(toolResults(done).book.content).toBe(`book 2: ${action}`);
  });

  it("pauses once per round when one call asks two questions in sequence", async () => {
    const agent = agentCalling(tools(), [{ name: "signup", args: {} }]);
    const first = await start(agent);
    expect(pendingRequests(first).map((r) => r.key)).toEqual(["name"]);
    const second = await resume(agent, { name: { action: "accept", content: { name: "Ada" } } });
    expect(pendingRequests(second)).toMatchObject([
      { key: "age", message: "How old are you, Ada?" },
    ]);
    const done = await resume(agent, { age: { action: "accept", content: { age: 36 } } });
    expect(toolResults(done).signup.content).toBe("signup: Ada, 36");
  });

  it("answers two parallel tool calls that both ask, from one resume value", async () => {
    const agent = agentCalling(tools(), [
      { name: "book", args: { party: 3 } },
      { name: "signup", args: {} },
    ]);
    const paused = await start(agent);
    expect(paused.__interrupt__).toHaveLength(2);
    expect(
      pendingRequests(paused)
        .map((r) => r.key)
        .sort(),
    ).toEqual(["date", "name"]);
    const next = await resume(agent, {
      date: { action: "accept", content: { date: "2026-10-01" } },
      name: { action: "accept", content: { name: "Grace" } },
    });
    // book is done; signup moved on to its second question.
    expect(pendingRequests(next).map((r) => r.key)).toEqual(["age"]);
    const done = await resume(agent, { age: { action: "accept", content: { age: 85 } } });
    const results = toolResults(done);
    expect(results.book.content).toBe("book 3: 2026-10-01");
    expect(results.signup.content).toBe("signup: Grace, 85");
  });

  it("pauses again, for the missing key only, when a resume does not answer everything", async () => {
    const agent = agentCalling(tools(), [{ name: "fullname", args: {} }]);
    const paused = await start(agent);
    expect(pendingRequests(paused).map((r) => r.key)).toEqual(["first", "last"]);
    const again = await resume(agent, { first: { action: "accept", content: { first: "Ada" } } });
    expect(pendingRequests(again).map((r) => r.key)).toEqual(["last"]);
    const done = await resume(agent, { last: { action: "accept", content: { last: "Lovelace" } } });
    expect(toolResults(done).fullname.content).toBe("fullname: Ada Lovelace");
  });

  it("asks again, with the errors, for accept content that breaks the schema; the server never sees it", async () => {
    const agent = agentCalling(tools(), [{ name: "book", args: { party: 5 } }]);
    await start(agent);
    const before = server.record.calls.length;
    const again = await resume(agent, {
      date: { action: "accept", content: { date: "next tuesday" } },
    });
    expect(pendingRequests(again)).toMatchObject([
      { key: "date", message: "Which date for 5?", errors: ['"date" must be a valid date'] },
    ]);
    const done = await resume(agent, {
      date: { action: "accept", content: { date: "2026-10-02" } },
    });
    expect(toolResults(done).book).toEqual({ content: "book 5: 2026-10-02", status: "success" });
    // Two replayed first rounds, then the valid answer: never the bad value, never "cancel".
    const sent = server.record.calls.slice(before).map((call) => call.inputResponses);
    expect(sent).toEqual([
      undefined,
      undefined,
      { date: { action: "accept", content: { date: "2026-10-02" } } },
    ]);
  });

  it("still answers a server that mints fresh keys every time the first round runs", async () => {
    const agent = agentCalling(tools(), [{ name: "rekey", args: {} }]);
    const paused = await start(agent);
    const [request] = pendingRequests(paused);
    expect(request.key).toMatch(/^q-/);
    const minted = server.record.rekeyStates.size;
    const done = await resume(agent, {
      [request.key]: { action: "accept", content: { date: "2026-01-02" } },
    });
    expect(toolResults(done).rekey.content).toBe("rekey: 2026-01-02");
    // The replay really was re-keyed, and the retry carried the round the person saw.
    expect(server.record.rekeyStates.size).toBe(minted + 1);
    const retry = server.record.calls.at(-1)!;
    expect(server.record.rekeyStates.get(retry.requestState!)).toBe(request.key);
    expect(Object.keys(retry.inputResponses ?? {})).toEqual([request.key]);
  });

  it.each([
    ["sample", "sampling/createMessage"],
    ["roots", "roots/list"],
  ])("fails %s with a NotImplementedError naming the request", async (name, method) => {
    const agent = agentCalling(tools(), [{ name, args: {} }]);
    const done = await start(agent);
    expect(done.__interrupt__).toBeUndefined();
    const result = toolResults(done)[name];
    expect(result.status).toBe("error");
    expect(result.content).toContain(method);
    expect(result.content).toContain("which this client does not implement");
    await expect(
      resolveInputRequests({
        source: { server: "modern", tool: name },
        args: {},
        round: 1,
        inputRequests: { x: { method, params: {} } } as never,
      }),
    ).rejects.toMatchObject({ name: "NotImplementedError" });
  });

  it("refuses URL-mode elicitation with a NotImplementedError", async () => {
    await expect(
      resolveInputRequests({
        source: { server: "modern", tool: "login" },
        args: {},
        round: 1,
        inputRequests: {
          u: {
            method: "elicitation/create",
            params: { mode: "url", message: "Log in", url: "https://x" },
          },
        } as never,
      }),
    ).rejects.toMatchObject({
      name: "NotImplementedError",
      method: "elicitation/create (URL mode)",
    });
  });

  it("fails fast with a clear error when the graph has no checkpointer", async () => {
    const agent = agentCalling(tools(), [{ name: "book", args: { party: 1 } }], false);
    const started = Date.now();
    const done = await start(agent);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(done.__interrupt__).toBeUndefined();
    const result = toolResults(done).book;
    expect(result.status).toBe("error");
    expect(result.content).toContain("has no checkpointer, so it cannot pause");
    // The server was told: the retry carried "cancel".
    expect(server.record.calls.at(-1)?.inputResponses).toEqual({ date: { action: "cancel" } });
  });

  it("fails fast outside any graph", async () => {
    await expect(
      resolveInputRequests({
        source: { server: "modern", tool: "book" },
        args: {},
        round: 1,
        inputRequests: {
          date: { method: "elicitation/create", params: { message: "When?" } },
        } as never,
      }),
    ).rejects.toMatchObject({ name: "ElicitationUnavailableError", reason: "outside-graph" });
    // In the seam's shape: cancel for every key, and the error to throw after sending them.
    const resolved = await resolveRoundThroughInterrupt({
      source: { server: "modern", tool: "book" },
      args: {},
      round: 1,
      inputRequests: {
        date: { method: "elicitation/create", params: { message: "When?" } },
        time: { method: "elicitation/create", params: { message: "What time?" } },
      } as never,
      requestState: "s1",
    });
    expect(resolved.responses).toEqual({ date: { action: "cancel" }, time: { action: "cancel" } });
    expect(resolved.requestState).toBe("s1");
    expect(resolved.failure).toMatchObject({ name: "ElicitationUnavailableError" });
    expect(resolved.failure!.message).toContain("outside a LangGraph graph");
  });
});
