// A legacy server's pushed question held open across the graph pause (elicitation/held.ts): the
// resume in the same process answers the original request, so the tool body runs once and the
// server sends its question once. Falls back to cancel-and-replay when the hold is gone: its
// request timeout passed, another client resumes (another process: held-process.test.ts). Real SDK 1.x
// servers (in-process, stdio, Streamable HTTP on 127.0.0.1), createAgent + fakeModel + a
// checkpointer.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { Command, MemorySaver } from "@langchain/langgraph";
import { AIMessage, createAgent, fakeModel } from "langchain";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { MCPAdapter } from "../../runtime/src/index.js";
import { heldCallCount } from "../../runtime/src/elicitation/held.js";
import {
  agentCalling,
  legacyBookKey,
  pendingRequests,
  resume,
  start,
  THREAD,
  toolResults,
} from "../elicitation/harness.js";
import {
  createLegacyElicitationServer,
  startLegacyElicitationHttp,
  type LegacyRecord,
} from "../elicitation/servers/legacy.js";
import { stdioEntry } from "./servers.js";

const cleanup: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step().catch(() => {});
});

const dir = mkdtempSync(join(tmpdir(), "held-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** An adapter on the legacy elicitation server served as `kind`, and the server's record. */
async function legacyAdapter(
  kind: string,
  options: { timeout?: number } = {},
): Promise<{ adapter: MCPAdapter; record: () => LegacyRecord; url?: URL }> {
  const record: LegacyRecord = { calls: 0, pushed: [] };
  let adapter: MCPAdapter;
  let url: URL | undefined;
  let read = () => record;
  if (kind === "in-process") {
    adapter = new MCPAdapter(createLegacyElicitationServer(record), options);
  } else if (kind === "stdio") {
    const file = join(dir, `record-${Date.now()}.json`);
    const entry = stdioEntry("legacy", { LEGACY_RECORD_FILE: file });
    adapter = new MCPAdapter({ mcpServers: { legacy: entry } }, options);
    read = () => JSON.parse(readFileSync(file, "utf8")) as LegacyRecord;
  } else {
    const http = await startLegacyElicitationHttp(record);
    cleanup.push(() => http.close());
    url = http.url;
    adapter = new MCPAdapter({ mcpServers: { legacy: { url: url.href } } }, options);
  }
  cleanup.push(() => adapter.close());
  return { adapter, record: read, url };
}

const accept = (date: string) => ({ action: "accept", content: { date } });

/** A legacy server whose `wait` asks a question, then works 3 s (stopped by a cancellation). */
function waitServer(record: LegacyRecord & { cancelled: number }): McpServer {
  const server = new McpServer({ name: "wait", version: "1.0.0" });
  server.registerTool("wait", { description: "Asks, then works" }, async (extra) => {
    record.calls++;
    const answer = await server.server.elicitInput({
      message: "Go on?",
      requestedSchema: { type: "object", properties: { ok: { type: "boolean" } } },
    });
    record.pushed.push({ message: "Go on?", action: answer.action });
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 3_000);
      extra.signal.addEventListener("abort", () => {
        record.cancelled++;
        clearTimeout(timer);
        resolve();
      });
    });
    return { content: [{ type: "text", text: "worked" }] };
  });
  return server;
}

/** A legacy server whose `pair` asks two questions at once (one `Promise.all`). */
function pairServer(record: LegacyRecord): McpServer {
  const server = new McpServer({ name: "pair", version: "1.0.0" });
  const ask = async (field: string) => {
    const result = await server.server.elicitInput({
      message: `Your ${field}?`,
      requestedSchema: {
        type: "object",
        properties: { [field]: { type: "string" } },
        required: [field],
      },
    });
    record.pushed.push({ message: field, action: result.action });
    return result.action === "accept" ? String(result.content?.[field]) : result.action;
  };
  server.registerTool("pair", { description: "Two questions at once" }, async () => {
    record.calls++;
    const [first, last] = await Promise.all([ask("first"), ask("last")]);
    return { content: [{ type: "text", text: `${first} ${last}` }] };
  });
  return server;
}

describe("a legacy pushed question held across the pause", () => {
  it.each(["in-process", "stdio", "Streamable HTTP"])(
    "%s: the tool body runs once and the question is sent once",
    async (kind) => {
      const { adapter, record } = await legacyAdapter(kind);
      const server = adapter.serverNames[0];
      const agent = agentCalling(await adapter.listTools(), [{ name: "book", args: { party: 4 } }]);
      const paused = await start(agent);
      expect(pendingRequests(paused).map((r) => r.key)).toEqual([legacyBookKey(4, server)]);
      // Held: the server's question waits for its answer; nothing was cancelled.
      expect(record()).toEqual({ calls: 1, pushed: [] });
      expect(heldCallCount()).toBe(1);
      const done = await resume(agent, { [legacyBookKey(4, server)]: accept("2026-09-14") });
      expect(toolResults(done).book).toEqual({ content: "book 4: 2026-09-14", status: "success" });
      expect(record().calls).toBe(1);
      expect(record().pushed.map((p) => p.action)).toEqual(["accept"]);
      expect(heldCallCount()).toBe(0);
    },
    30_000,
  );

  it("the hold ends at the call's request timeout (answered cancel); the resume replays", async () => {
    const { adapter, record } = await legacyAdapter("in-process", { timeout: 500 });
    const server = adapter.serverNames[0];
    const agent = agentCalling(await adapter.listTools(), [{ name: "book", args: { party: 2 } }]);
    await start(agent);
    expect(heldCallCount()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(heldCallCount()).toBe(0);
    expect(record().pushed.map((p) => p.action)).toEqual(["cancel"]);
    const done = await resume(agent, { [legacyBookKey(2, server)]: accept("2026-10-01") });
    expect(toolResults(done).book.content).toBe("book 2: 2026-10-01");
    // Replayed: the tool body ran again, and its question was answered from the resume value.
    expect(record().calls).toBe(2);
    expect(record().pushed.map((p) => p.action)).toEqual(["cancel", "accept"]);
  });

  it("the resumed run's signal reaches the held call (the server hears the cancellation)", async () => {
    const record: LegacyRecord & { cancelled: number } = { calls: 0, pushed: [], cancelled: 0 };
    const adapter = new MCPAdapter(waitServer(record));
    cleanup.push(() => adapter.close());
    const agent = agentCalling(await adapter.listTools(), [{ name: "wait", args: {} }]);
    const [question] = pendingRequests(await start(agent));
    const stop = new AbortController();
    const resume = { responses: { [question.key]: { action: "accept", content: { ok: true } } } };
    const resumed = agent.invoke(new Command({ resume }), { ...THREAD, signal: stop.signal });
    setTimeout(() => stop.abort(), 300);
    await expect(resumed).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(record.pushed.map((p) => p.action)).toEqual(["accept"]);
    expect(record.cancelled).toBe(1);
    expect(record.calls).toBe(1);
  });

  it("two questions open at once are not held: both cancelled, the resume replays and answers both", async () => {
    const record: LegacyRecord = { calls: 0, pushed: [] };
    const adapter = new MCPAdapter(pairServer(record));
    cleanup.push(() => adapter.close());
    const agent = agentCalling(await adapter.listTools(), [{ name: "pair", args: {} }]);
    const paused = await start(agent);
    const requests = pendingRequests(paused);
    expect(requests.map((r) => r.message)).toEqual(["Your first?", "Your last?"]);
    expect(heldCallCount()).toBe(0);
    const done = await resume(
      agent,
      Object.fromEntries(
        requests.map((r, i) => [
          r.key,
          { action: "accept", content: { [i ? "last" : "first"]: i ? "Lovelace" : "Ada" } },
        ]),
      ),
    );
    expect(toolResults(done).pair.content).toBe("Ada Lovelace");
    expect(record.calls).toBe(2);
  });

  it("a resume through another client (a fresh adapter, same checkpointer) replays", async () => {
    const first = await legacyAdapter("Streamable HTTP");
    const checkpointer = new MemorySaver();
    const agentOn = (tools: unknown[], model: ReturnType<typeof fakeModel>) =>
      createAgent({ model, tools: tools as never, checkpointer });
    const asking = agentOn(
      await first.adapter.listTools(),
      fakeModel()
        .respondWithTools([{ name: "book", args: { party: 3 }, id: "b1" }])
        .respond(new AIMessage("done")),
    );
    await asking.invoke({ messages: [{ role: "user", content: "go" }] }, THREAD);
    expect(heldCallCount()).toBe(1);
    const second = new MCPAdapter({ mcpServers: { legacy: { url: first.url!.href } } });
    cleanup.push(() => second.close());
    const answering = agentOn(await second.listTools(), fakeModel().respond(new AIMessage("done")));
    const resume = { responses: { [legacyBookKey(3)]: accept("2026-11-02") } };
    const done = await answering.invoke(new Command({ resume }), THREAD);
    expect(toolResults(done).book.content).toBe("book 3: 2026-11-02");
    expect(first.record().calls).toBe(2);
    // The first client's hold is not the second's; closing the first client ends it.
    expect(heldCallCount()).toBe(1);
    await first.adapter.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heldCallCount()).toBe(0);
  });
});
