// Elicitation ON BY DEFAULT, modern era, in-process: the real MCPAdapter (no handler given), a
// v2 server returning `input_required`, createAgent + fakeModel + MemorySaver.
import { afterEach, describe, expect, it } from "vitest";
import { MCPAdapter, MCPClient, type MCPStructuredTool } from "../../runtime/src/index.js";
import { ElicitationUnavailableError } from "../../runtime/src/elicitation/index.js";
import {
  agentCalling,
  pendingRequests,
  resume,
  start,
  toolResults,
} from "../elicitation/harness.js";
import {
  createModernElicitationServer,
  newModernRecord,
  type ModernRecord,
} from "../elicitation/servers/modern.js";

let adapter: MCPAdapter | undefined;
let record: ModernRecord;
afterEach(async () => {
  await adapter?.close();
  adapter = undefined;
});

async function setup(): Promise<{ tools: MCPStructuredTool[]; server: string }> {
  record = newModernRecord();
  adapter = new MCPAdapter(createModernElicitationServer(record));
  return { tools: await adapter.listTools(), server: adapter.serverNames[0] };
}

describe("modern, in-process, through the adapter's default interrupt bridge", () => {
  it("accept: pauses with the server's key, resumes, and the server gets the answer", async () => {
    const { tools, server } = await setup();
    const agent = agentCalling(tools, [{ name: "book", args: { party: 4 } }]);
    const paused = await start(agent);
    expect(pendingRequests(paused)).toEqual([
      {
        key: "date",
        server,
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
    expect(toolResults(done).book).toEqual({ content: "book 4: 2026-09-14", status: "success" });
    expect(record.calls.at(-1)).toMatchObject({ tool: "book", requestState: "book-1" });
  });

  it.each(["decline", "cancel"] as const)("%s reaches the server", async (action) => {
    const { tools } = await setup();
    const agent = agentCalling(tools, [{ name: "book", args: { party: 2 } }]);
    await start(agent);
    const done = await resume(agent, { date: { action } });
    expect(toolResults(done).book.content).toBe(`book 2: ${action}`);
  });

  it("a server that re-keys every first round still gets the answer (langchain#40263)", async () => {
    const { tools } = await setup();
    const agent = agentCalling(tools, [{ name: "rekey", args: {} }]);
    const [asked] = pendingRequests(await start(agent));
    expect(asked.key).toMatch(/^q-/);
    const done = await resume(agent, {
      [asked.key]: { action: "accept", content: { date: "2027-02-03" } },
    });
    expect(toolResults(done).rekey.content).toBe("rekey: 2027-02-03");
    // The replay minted a fresh key, and the retry still echoed the state the person answered.
    const states = record.calls.filter((c) => c.tool === "rekey").map((c) => c.requestState);
    expect(states).toHaveLength(3);
    expect(states[0]).toBeUndefined();
    expect(states[1]).toBeUndefined();
    expect(states[2]).toMatch(/^s-/);
  });

  it("two questions in one call pause one after another", async () => {
    const { tools } = await setup();
    const agent = agentCalling(tools, [{ name: "signup", args: {} }]);
    expect(pendingRequests(await start(agent)).map((r) => r.key)).toEqual(["name"]);
    const second = await resume(agent, { name: { action: "accept", content: { name: "Ada" } } });
    expect(pendingRequests(second)).toMatchObject([
      { key: "age", message: "How old are you, Ada?" },
    ]);
    const done = await resume(agent, { age: { action: "accept", content: { age: 36 } } });
    expect(toolResults(done).signup.content).toBe("signup: Ada, 36");
  });

  it("two parallel calls that both ask are answered from one resume value", async () => {
    const { tools } = await setup();
    const agent = agentCalling(tools, [
      { name: "book", args: { party: 3 } },
      { name: "fullname", args: {} },
    ]);
    const paused = await start(agent);
    expect(paused.__interrupt__).toHaveLength(2);
    expect(
      pendingRequests(paused)
        .map((r) => r.key)
        .sort(),
    ).toEqual(["date", "first", "last"]);
    const done = await resume(agent, {
      date: { action: "accept", content: { date: "2026-10-01" } },
      first: { action: "accept", content: { first: "Grace" } },
      last: { action: "accept", content: { last: "Hopper" } },
    });
    expect(done.__interrupt__).toBeUndefined();
    expect(toolResults(done).book.content).toBe("book 3: 2026-10-01");
    expect(toolResults(done).fullname.content).toBe("fullname: Grace Hopper");
  });

  it("a resume that misses a pending key pauses again for that key only", async () => {
    const { tools } = await setup();
    const agent = agentCalling(tools, [{ name: "fullname", args: {} }]);
    await start(agent);
    const again = await resume(agent, {
      first: { action: "accept", content: { first: "Alan" } },
      nobody: { action: "decline" },
    });
    expect(pendingRequests(again).map((r) => r.key)).toEqual(["last"]);
    const done = await resume(agent, { last: { action: "accept", content: { last: "Turing" } } });
    expect(toolResults(done).fullname.content).toBe("fullname: Alan Turing");
  });

  it("invalid accept content pauses again with the errors and never reaches the server", async () => {
    const { tools } = await setup();
    const agent = agentCalling(tools, [{ name: "book", args: { party: 5 } }]);
    await start(agent);
    const again = await resume(agent, {
      date: { action: "accept", content: { date: "tomorrow" } },
    });
    expect(again.messages.filter((m: any) => m.getType() === "tool")).toEqual([]);
    expect(pendingRequests(again)).toMatchObject([
      { key: "date", errors: ['"date" must be a valid date'] },
    ]);
    const sent = JSON.stringify(record.calls.map((c) => c.inputResponses));
    expect(sent).not.toContain("tomorrow");
    expect(sent).not.toContain("cancel");
  });

  it("a prebuilt MCPClient with its own elicitationHandler keeps it: no interrupt", async () => {
    record = newModernRecord();
    const asked: unknown[] = [];
    const client = new MCPClient(createModernElicitationServer(record), {
      elicitationHandler: async (request, source) => {
        asked.push({ message: request.message, source });
        return { action: "accept", content: { date: "2030-01-01" } };
      },
    });
    adapter = new MCPAdapter(client);
    const agent = agentCalling(await adapter.listTools(), [{ name: "book", args: { party: 7 } }]);
    const done = await start(agent);
    expect(done.__interrupt__).toBeUndefined();
    expect(toolResults(done).book.content).toBe("book 7: 2030-01-01");
    expect(asked).toEqual([
      { message: "Which date for 7?", source: { server: client.name, tool: "book" } },
    ]);
  });

  it("the adapter's own elicitationHandler / onInputRequired options answer instead of interrupts", async () => {
    record = newModernRecord();
    adapter = new MCPAdapter(createModernElicitationServer(record), {
      elicitationHandler: async () => ({ action: "accept", content: { date: "2031-05-06" } }),
    });
    let agent = agentCalling(await adapter.listTools(), [{ name: "book", args: { party: 1 } }]);
    let done = await start(agent);
    expect(done.__interrupt__).toBeUndefined();
    expect(toolResults(done).book.content).toBe("book 1: 2031-05-06");
    await adapter.close();

    const rounds: unknown[] = [];
    adapter = new MCPAdapter(createModernElicitationServer(record), {
      onInputRequired: async (round) => {
        rounds.push({ keys: Object.keys(round.inputRequests), args: round.args });
        return { responses: { date: { action: "decline" } } };
      },
    });
    agent = agentCalling(await adapter.listTools(), [{ name: "book", args: { party: 2 } }]);
    done = await start(agent);
    expect(done.__interrupt__).toBeUndefined();
    expect(toolResults(done).book.content).toBe("book 2: decline");
    expect(rounds).toEqual([{ keys: ["date"], args: { party: 2 } }]);
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
    expect(record.calls.at(-1)?.inputResponses).toEqual({ date: { action: "cancel" } });
    // The connection is still usable.
    const add = tools.find((t) => t.name === "add")!;
    expect(await add.invoke({ a: 2, b: 3 })).toBe("5");
  }, 10_000);

  it("outside a graph: ElicitationUnavailableError, the server answered cancel", async () => {
    const { tools } = await setup();
    const book = tools.find((t) => t.name === "book")!;
    const error = await book.invoke({ party: 9 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ElicitationUnavailableError);
    expect((error as ElicitationUnavailableError).reason).toBe("outside-graph");
    expect(record.calls.at(-1)?.inputResponses).toEqual({ date: { action: "cancel" } });
  }, 10_000);

  it.each([
    ["sample", "sampling/createMessage"],
    ["roots", "roots/list"],
  ])(
    "%s is not offered: the server says so and never asks; the connection stays usable",
    async (name, method) => {
      const { tools } = await setup();
      const agent = agentCalling(tools, [{ name, args: {} }]);
      const done = await start(agent);
      expect(done.__interrupt__).toBeUndefined();
      const result = toolResults(done)[name];
      expect(result.status).toBe("error");
      // Not declared (docs/client.md): the server refuses with -32021, raised as
      // NotImplementedError naming the capability and its request.
      expect(result.content).toContain(`(${method})`);
      expect(result.content).toContain(`requires the client capability "${method.split("/")[0]}"`);
      const add = tools.find((t) => t.name === "add")!;
      expect(await add.invoke({ a: 1, b: 1 })).toBe("2");
    },
  );
});
