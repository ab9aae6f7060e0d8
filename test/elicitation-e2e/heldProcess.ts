// One agent process of the held-question tests. `ask` pauses on the legacy `book` question (its
// pushed request held open), prints the pause, closes the adapter and then ends by itself (no
// process.exit: a handle left open keeps it alive). `answer` resumes the thread in a new process
// (no hold there: the call is replayed) and prints the tool's reply.
// Usage: heldProcess.ts <ask | answer> <server url> <sqlite file> <thread id> [key]
import { SqliteSaver } from "@langchain/langgraph-checkpoint-sqlite";
import { Command } from "@langchain/langgraph";
import { AIMessage, createAgent, fakeModel, ToolMessage } from "langchain";
import { MCPAdapter } from "../../runtime/src/index.js";
import { heldCallCount } from "../../runtime/src/elicitation/held.js";

const [mode, url, file, thread, key] = process.argv.slice(2);
const print = (value: unknown) => process.stdout.write(`${JSON.stringify(value)}\n`);
const adapter = new MCPAdapter({ mcpServers: { legacy: { url } } });
const model =
  mode === "ask"
    ? fakeModel()
        .respondWithTools([{ name: "book", args: { party: 5 }, id: "b1" }])
        .respond(new AIMessage("done"))
    : fakeModel().respond(new AIMessage("done"));
const agent = createAgent({
  model,
  tools: await adapter.listTools(),
  checkpointer: SqliteSaver.fromConnString(file),
});
const config = { configurable: { thread_id: thread } };

if (mode === "ask") {
  const paused = await agent.invoke({ messages: [{ role: "user", content: "go" }] }, config);
  const requests = (paused.__interrupt__ ?? []).flatMap(
    (i) => (i.value as { requests: unknown[] }).requests,
  );
  print({ type: "paused", requests, held: heldCallCount() });
  await adapter.close();
  // The closed session fails the held call; its hold ends as that failure settles (a tick on).
  await new Promise((resolve) => setTimeout(resolve, 50));
  print({ type: "closed", held: heldCallCount() });
} else {
  const resume = { responses: { [key!]: { action: "accept", content: { date: "2027-05-06" } } } };
  const done = await agent.invoke(new Command({ resume }), config);
  const reply = done.messages.find((m) => ToolMessage.isInstance(m));
  print({ type: "reply", content: reply?.content, held: heldCallCount() });
  await adapter.close();
}
