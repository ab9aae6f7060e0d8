// What the task tests of both wires share: an agent run (a real createAgent with fakeModel)
// streamed, or paused by the interrupt for a tool's questions and resumed with answers; and a
// wait for what a server counted.
import { Command, MemorySaver } from "@langchain/langgraph";
import { AIMessage, createAgent, fakeModel, ToolMessage } from "langchain";
import { expect } from "vitest";
import type { MCPStructuredTool } from "../../runtime/src/index.js";

export interface Asked {
  key: string;
  message: string;
  tool: string;
}

/** An agent whose model calls `call` once, then says "done" (with a MemorySaver if asked). */
function agentCalling(
  tools: MCPStructuredTool[],
  call: { name: string; args: Record<string, unknown> },
  checkpointer: boolean,
) {
  return createAgent({
    model: fakeModel()
      .respondWithTools([{ ...call, id: "c1" }])
      .respond(new AIMessage("done")),
    tools,
    checkpointer: checkpointer ? new MemorySaver() : undefined,
  });
}

/**
 * Runs an agent whose model calls `call` once, until the interrupt; resumes it answering every
 * question asked with `answer`. Returns the questions and the tool's reply.
 */
export async function answeredThroughInterrupt(
  tools: MCPStructuredTool[],
  call: { name: string; args: Record<string, unknown> },
  answer: unknown,
): Promise<{ asked: Asked[]; reply: ToolMessage }> {
  const agent = agentCalling(tools, call, true);
  const config = { configurable: { thread_id: call.name } };
  const paused = await agent.invoke({ messages: [{ role: "user", content: "go" }] }, config);
  const asked = (paused.__interrupt__?.[0]?.value as { requests: Asked[] }).requests;
  const responses = Object.fromEntries(asked.map((question) => [question.key, answer]));
  const done = await agent.invoke(new Command({ resume: { responses } }), config);
  const reply = done.messages.find((m) => ToolMessage.isInstance(m)) as ToolMessage;
  return { asked, reply };
}

/** A custom-stream chunk, as the task tests read them. */
export interface Streamed {
  type: string;
  status?: string;
  statusMessage?: string;
  taskId?: string;
}

/**
 * Runs an agent whose model calls `call` once (with a MemorySaver when `checkpointer`); returns
 * the custom stream and the tool's reply.
 */
export async function streamedAgentRun(
  tools: MCPStructuredTool[],
  call: { name: string; args: Record<string, unknown> },
  checkpointer = false,
): Promise<{ custom: Streamed[]; reply: ToolMessage }> {
  const agent = agentCalling(tools, call, checkpointer);
  const custom: Streamed[] = [];
  let messages: unknown[] = [];
  for await (const [mode, chunk] of await agent.stream(
    { messages: [{ role: "user", content: "go" }] },
    { streamMode: ["custom", "values"], configurable: { thread_id: call.name } },
  )) {
    if (mode === "custom") custom.push(chunk as Streamed);
    else messages = (chunk as { messages: unknown[] }).messages;
  }
  return { custom, reply: messages.find((m) => ToolMessage.isInstance(m)) as ToolMessage };
}

/** Waits until `check` holds (polled every 10 ms), at most `ms`. */
export async function until(check: () => boolean, ms = 5_000): Promise<void> {
  for (const end = Date.now() + ms; !check();) {
    if (Date.now() > end) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * The task servers' `confirm` tool through an agent: one question, "Delete report.txt?", asked
 * through the interrupt and accepted; the reply says the item was deleted. Returns the question.
 */
export async function confirmedThroughInterrupt(tools: MCPStructuredTool[]): Promise<Asked> {
  const { asked, reply } = await answeredThroughInterrupt(
    tools,
    { name: "confirm", args: { item: "report.txt" } },
    { action: "accept", content: { ok: true } },
  );
  expect(asked).toHaveLength(1);
  expect(asked[0]).toMatchObject({ message: "Delete report.txt?", tool: "confirm" });
  expect(reply.content).toBe("deleted report.txt");
  return asked[0];
}
