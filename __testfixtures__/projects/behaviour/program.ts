// A program written against @langchain/mcp-adapters: callbacks, tool hooks and error checks,
// driven by a scripted agent. The behaviour test runs it before and after the codemod and
// compares what it prints.
import { MultiServerMCPClient } from "@langchain/mcp-adapters";
import { MemorySaver } from "@langchain/langgraph";
import { AIMessage, createAgent, fakeModel, ToolMessage } from "langchain";

const lines: string[] = [];
const progressCounts: Record<string, number> = {};

function recordLog(log: { level: string; data?: unknown }, source: { server: string }) {
  lines.push(`log ${source.server} ${log.level} ${String(log.data)}`);
}

const client = new MultiServerMCPClient({
  mcpServers: {
    behaviour: {
      command: process.execPath,
      args: ["--import", "tsx", process.env.BEHAVIOUR_SERVER!],
    },
  },
  onMessage: recordLog,
  onProgress: (progress, source) => {
    const key = `${source.server}/${(source as { name?: string }).name}`;
    progressCounts[key] = (progressCounts[key] ?? 0) + 1;
    lines.push(`progress ${key} ${progress.progress}/${progress.total} ${progress.message}`);
  },
  onToolsListChanged: (source) => {
    lines.push(`tools changed ${source.server}`);
  },
  onResourcesListChanged: (source) => {
    lines.push(`resources changed ${source.server}`);
  },
  beforeToolCall: ({ serverName, name, args }) => {
    lines.push(`before ${serverName}/${name} ${JSON.stringify(args)}`);
    // Rewritten arguments are merged into the model's.
    if (name === "add") return { args: { b: 100 } };
  },
  afterToolCall: ({ name, args, result }) => {
    lines.push(`after ${name} ${JSON.stringify(args)} ${JSON.stringify(result[0])}`);
    if (name === "echo") return { result: `echo said: ${String(result[0])}` };
    if (name === "log") return { result: ["replaced log", []] };
    if (name === "touch") return { result: new ToolMessage({ content: "a message", tool_call_id: "other" }) };
  },
});

const tools = await client.getTools();
const model = fakeModel()
  .respondWithTools([{ name: "add", args: { a: 2, b: 3 }, id: "c1" }])
  .respondWithTools([{ name: "echo", args: { text: "hi" }, id: "c2" }])
  .respondWithTools([{ name: "progress", args: { steps: 3 }, id: "c3" }])
  .respondWithTools([{ name: "log", args: { message: "hello" }, id: "c4" }])
  .respondWithTools([{ name: "touch", args: {}, id: "c5" }])
  .respondWithTools([{ name: "fail", args: { message: "boom" }, id: "c6" }])
  .respond(new AIMessage("done"));
const agent = createAgent({ model, tools, checkpointer: new MemorySaver() });
const result = await agent.invoke(
  { messages: [{ role: "user", content: "go" }] },
  { configurable: { thread_id: "behaviour" } },
);
for (const m of result.messages) {
  if (!ToolMessage.isInstance(m)) continue;
  // The text of a server-reported error changed (announced); that it is an error did not.
  const text = m.status === "error" ? `mentions boom: ${String(m.content).includes("boom")}` : JSON.stringify(m.content);
  console.log(`result ${m.name} ${m.status ?? "success"} ${text}`);
}
for (const line of lines) console.log(line);
console.log(`progress counts ${JSON.stringify(progressCounts)}`);

// Invoked directly, a tool the server fails still throws.
const fail = tools.find((t) => t.name === "fail")!;
try {
  await fail.invoke({ message: "direct" });
  console.log("direct: no error");
} catch (error) {
  console.log(`direct: ${(error as Error).name === "ToolException" ? "ToolException" : "other"}`);
}

// A server that cannot be reached.
const broken = new MultiServerMCPClient({ mcpServers: { down: { url: "http://127.0.0.1:9/mcp" } } });
try {
  await broken.getTools();
  console.log("down: no error");
} catch (error) {
  console.log(`down: ${(error as Error).name === "MCPClientError" ? "connection error" : "other"}`);
} finally {
  await broken.close();
}
await client.close();
