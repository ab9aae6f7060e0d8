// An invalid answer asks the same question again, with its errors, instead of reaching the
// model as an error; the next valid answer completes the call, and the server acts on it once.
// Both question paths (modern `input_required` rounds, legacy pushed questions), in-process and
// over Streamable HTTP on 127.0.0.1, with both resume shapes; and a ~600 kB form stays bounded.
import { afterEach, describe, expect, it } from "vitest";
import { Command, MemorySaver } from "@langchain/langgraph";
import { AIMessage, createAgent, fakeModel } from "langchain";
import { MCPAdapter } from "../../runtime/src/index.js";
import { THREAD, pendingRequests } from "../elicitation/harness.js";
import { serveLegacyHttp } from "../elicitation/servers/legacy.js";
import { serveModernHttp } from "../elicitation/servers/modern.js";
import {
  SURVEY_FIELDS,
  createLegacyReaskServer,
  createModernReaskServer,
  newReaskRecord,
  type ReaskRecord,
} from "../elicitation/servers/reask.js";

type Era = "modern" | "legacy";
type Target = ConstructorParameters<typeof MCPAdapter>[0];

const create = (era: Era, record: ReaskRecord) =>
  era === "modern" ? createModernReaskServer(record) : createLegacyReaskServer(record);

const transports: Record<string, (era: Era, record: ReaskRecord) => Promise<Target>> = {
  "in-process": async (era, record) => create(era, record),
  "Streamable HTTP": async (era, record) => {
    const serve = era === "modern" ? serveModernHttp : serveLegacyHttp;
    const http = await serve(() => create(era, record) as any);
    closing.push(http.close);
    return { mcpServers: { reask: { url: http.url.href } } };
  },
};

let adapter: MCPAdapter | undefined;
const closing: Array<() => Promise<void>> = [];
afterEach(async () => {
  await adapter?.close();
  adapter = undefined;
  await Promise.all(closing.splice(0).map((close) => close()));
});

/** A scripted agent calling `tool` once; `model.calls` shows what the model read. */
async function agentFor(target: Target, tool: string, args: Record<string, unknown>) {
  adapter = new MCPAdapter(target);
  const model = fakeModel()
    .respondWithTools([{ name: tool, args, id: "call-1" }])
    .respond(new AIMessage("done"));
  const checkpointer = new MemorySaver();
  const agent = createAgent({ model, tools: await adapter.listTools(), checkpointer });
  return { agent, model, checkpointer };
}

/** The two answer shapes of docs/elicitation.md: `{ responses }`, or keyed by interrupt id. */
const shapes = {
  responses: (_state: any, responses: object) => new Command({ resume: { responses } }),
  "by interrupt id": (state: any, responses: object) =>
    new Command({ resume: { [state.__interrupt__[0].id]: { responses } } }),
};

const toolMessages = (messages: any[]) => messages.filter((m) => m.getType() === "tool");

const cases = (["modern", "legacy"] as const).flatMap((era) =>
  Object.keys(transports).flatMap((transport) =>
    (Object.keys(shapes) as Array<keyof typeof shapes>).map((shape) => [era, transport, shape]),
  ),
) as Array<[Era, string, keyof typeof shapes]>;

describe.each(cases)("%s over %s, resumed with %s", (era, transport, shape) => {
  it("an invalid answer pauses again with its errors; the valid one completes the call once", async () => {
    const record = newReaskRecord();
    const target = await transports[transport](era, record);
    const { agent, model } = await agentFor(target, "reserve", { party: 2 });
    const resume = (state: any, content: object) =>
      agent.invoke(shapes[shape](state, { [asked.key]: { action: "accept", content } }), THREAD);

    const paused = await agent.invoke({ messages: [{ role: "user", content: "go" }] }, THREAD);
    const [asked] = pendingRequests(paused);
    expect(asked).toMatchObject({ tool: "reserve", message: "Which seat, and for how many?" });
    expect(asked.errors).toBeUndefined();

    const again = await resume(paused, { seat: "roof", guests: 12 });
    // The same question (key, message, form), now with what was wrong, field by field.
    expect(pendingRequests(again)).toEqual([
      { ...asked, errors: ['"seat" must be one of: window, aisle', '"guests" must be <= 8'] },
    ]);
    expect(again.__interrupt__![0].id).not.toBe(paused.__interrupt__![0].id);
    expect(toolMessages(again.messages)).toEqual([]);
    expect(model.callCount).toBe(1);
    expect(record.executions).toBe(0);

    const done = await resume(again, { seat: "aisle", guests: 2 });
    expect(done.__interrupt__).toBeUndefined();
    // The model read the tool's result, once, and never an error.
    expect(model.callCount).toBe(2);
    const read = toolMessages(model.calls[1].messages);
    expect(read.map((m) => [m.content, m.status])).toEqual([["reserved aisle for 2", "success"]]);
    expect(record.executions).toBe(1);
    expect(JSON.stringify(record.received)).not.toContain("roof");
  });
});

/** Bytes of everything a MemorySaver holds (checkpoints and pending writes). */
function savedBytes(saver: MemorySaver): number {
  let total = 0;
  const walk = (value: unknown): void => {
    if (value instanceof Uint8Array) total += value.byteLength;
    else if (typeof value === "string") total += Buffer.byteLength(value);
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  walk(saver.storage);
  walk(saver.writes);
  return total;
}

describe.each(["modern", "legacy"] as const)("%s: a ~600 kB form", (era) => {
  it("the re-ask's errors stay within 20 entries, 200 characters each, 4 kB in all", async () => {
    const record = newReaskRecord();
    const { agent, checkpointer } = await agentFor(create(era, record), "survey", {});
    const paused = await agent.invoke({ messages: [{ role: "user", content: "go" }] }, THREAD);
    const [asked] = pendingRequests(paused);
    const formBytes = Buffer.byteLength(JSON.stringify(asked.requestedSchema));
    expect(formBytes).toBeGreaterThan(400_000);
    const before = savedBytes(checkpointer);

    // Every field but one missing, a value off the 5,000 choices, a string for an integer.
    const answer = { action: "accept", content: { choice: "nope", field_0000: "x" } };
    const again = await agent.invoke(
      new Command({ resume: { responses: { [asked.key]: answer } } }),
      THREAD,
    );
    const [reasked] = pendingRequests(again);
    const { errors } = reasked;
    expect(errors.length).toBeLessThanOrEqual(20);
    for (const error of errors) expect(error.length).toBeLessThanOrEqual(200);
    expect(Buffer.byteLength(errors.join(""))).toBeLessThanOrEqual(4096);
    expect(errors[0]).toBe('"field_0001" is required');
    const [, left] = /^…and (\d+) more problems not shown$/.exec(errors.at(-1))!;
    // 2,999 required fields missing, the choice, the integer: all counted.
    expect(errors.length - 1 + Number(left)).toBe(SURVEY_FIELDS - 1 + 2);
    // What the re-ask adds to the interrupt is its errors, nothing more.
    const { errors: _, ...question } = reasked;
    expect(question).toEqual(asked);
    // And so to the checkpoint: the form is stored for the pause, the re-ask adds kilobytes.
    expect(savedBytes(checkpointer) - before).toBeLessThan(8_192);
  });
});
