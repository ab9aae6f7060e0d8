// Per-call costs inside ours' call path, measured alone (µs per operation), to size the hot
// spots the CPU profile points at. Usage: node --import tsx bench/runtime/micro.ts
import { pathToFileURL } from "node:url";
import { Validator, validate } from "@cfworker/json-schema";
import { CallbackManager } from "@langchain/core/callbacks/manager";
import { REPO } from "../paths.js";
import { BIG_TEXT } from "../servers/tools.js";

const { asLangChainTool, convertCallToolResult, convertInputSchema } = await import(
  pathToFileURL(`${REPO}runtime/dist/index.js`).href
);

function time(label: string, n: number, fn: () => unknown): void {
  for (let i = 0; i < n / 10; i++) fn(); // warm-up
  const t0 = performance.now();
  for (let i = 0; i < n; i++) fn();
  process.stdout.write(
    `${label.padEnd(58)} ${(((performance.now() - t0) / n) * 1000).toFixed(2)} µs\n`,
  );
}

// The JSON Schema of `add` as the server lists it.
const listed = {
  type: "object",
  properties: { a: { type: "number" }, b: { type: "number" } },
  required: ["a", "b"],
  $schema: "http://json-schema.org/draft-07/schema#",
};
const schema = convertInputSchema(listed).schema;
const args = { a: 1, b: 2 };
const cached = new Validator(schema as any);
const N = 50_000;

time("convertInputSchema (once per tool, at listTools)", 5_000, () => convertInputSchema(listed));
time("@cfworker validate(args, schema) (core, every call)", N, () => validate(args, schema as any));
time("  same with a cached Validator instance", N, () => cached.validate(args));
time("CallbackManager.configure (core, every call)", N, () =>
  CallbackManager.configure(
    undefined,
    undefined,
    undefined,
    undefined,
    undefined,
    { mcp: {} },
    { verbose: false },
  ),
);
const addResult = { content: [{ type: "text", text: "3" }] };
const textResult = { content: [{ type: "text", text: BIG_TEXT }] };
const mixed = {
  content: [
    { type: "text", text: "a" },
    { type: "image", data: "AAAA", mimeType: "image/png" },
  ],
  structuredContent: { a: 1 },
};
time("convertCallToolResult(add)", N, () => convertCallToolResult(addResult));
time("convertCallToolResult(text, 100 KB)", N, () => convertCallToolResult(textResult));
time("convertCallToolResult(text + image + structured)", N, () => convertCallToolResult(mixed));

// The whole tool layer (`tool.invoke` down to the client), with a client that answers at once:
// core's call path (validation, callbacks), result conversion.
async function timeAsync(label: string, n: number, fn: () => Promise<unknown>): Promise<void> {
  for (let i = 0; i < n / 10; i++) await fn(); // warm-up
  const cpu = process.cpuUsage();
  for (let i = 0; i < n; i++) await fn();
  const used = process.cpuUsage(cpu);
  process.stdout.write(
    `${label.padEnd(58)} ${((used.user + used.system) / n).toFixed(2)} µs CPU\n`,
  );
}
const stubClient = {
  name: "stub",
  serverInfo: () => ({ name: "stub", version: "1.0.0" }),
  callTool: async () => addResult,
};
const tool = await asLangChainTool({ name: "add", inputSchema: listed }, stubClient);
const toolCall = { type: "tool_call", id: "call-1", name: "add", args };
await timeAsync("tool.invoke(args), stub client", N, () => tool.invoke(args));
await timeAsync("tool.invoke(ToolCall), stub client", N, () => tool.invoke(toolCall));
await timeAsync("tool.invoke(args), with a callback handler (core's path)", N, () =>
  tool.invoke(args, { callbacks: [{ handleToolEnd: () => {} }] }),
);
