// The published reference servers (pinned dev dependencies), started by the test on 127.0.0.1:
// every tool of server-everything called through a real agent over stdio, Streamable HTTP and
// SSE (its elicitation answered through the interrupt), and the filesystem, memory and
// sequential-thinking servers over stdio.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { MCPAdapter, SSETransport, StdioTransport } from "../../runtime/src/index.js";
import {
  agentCalling,
  pendingRequests,
  resume,
  start,
  toolResults,
} from "../elicitation/harness.js";

const root = resolve(import.meta.dirname, "../..");
const bin = (pkg: string) => join(root, "node_modules/@modelcontextprotocol", pkg, "dist/index.js");
const LOOPBACK = join(root, "test/servers/loopback.mjs");
/** What a server process gets: nothing of this environment but where node lives. */
const SERVER_ENV = { PATH: process.env.PATH ?? "" };

/** The arguments the scripted model calls each server-everything tool with. */
const EVERYTHING_CALLS: Record<string, Record<string, unknown>> = {
  echo: { message: "hi" },
  "get-annotated-message": { messageType: "success", includeImage: true },
  "get-env": {},
  "get-resource-links": { count: 2 },
  "get-resource-reference": { resourceId: 1 },
  "get-structured-content": { location: "Chicago" },
  "get-sum": { a: 2, b: 3 },
  "get-tiny-image": {},
  // A data: URI, so nothing is fetched from the network.
  "gzip-file-as-resource": {
    name: "hello.txt.gz",
    data: "data:text/plain;base64,aGVsbG8=",
    outputType: "resource",
  },
  "toggle-simulated-logging": {},
  "toggle-subscriber-updates": {},
  "trigger-long-running-operation": { duration: 1, steps: 2 },
  "trigger-elicitation-request": {},
  // Task-only (execution.taskSupport "required"): runs as an MCP task (docs/tasks.md).
  "simulate-research-query": { topic: "owls" },
};

/** The text of the tool message `name` of a finished run (its blocks joined). */
function textOf(state: { messages: { name?: string; content: unknown }[] }, name: string): string {
  const message = state.messages.find((m) => m.name === name);
  const content = message?.content;
  if (!Array.isArray(content)) return String(content);
  return content.map((block: { text?: string }) => block.text ?? "").join("\n");
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill();
});

/** server-everything over HTTP (`streamableHttp` or `sse`), bound to 127.0.0.1. */
async function everythingOverHttp(mode: "streamableHttp" | "sse"): Promise<URL> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", LOOPBACK, bin("server-everything"), mode], {
    env: { ...SERVER_ENV, PORT: String(port) },
    stdio: ["ignore", "ignore", "pipe"],
  });
  children.push(child);
  await new Promise<void>((ready, fail) => {
    let seen = "";
    child.stderr!.on("data", (chunk: Buffer) => {
      seen += chunk;
      if (/listening|running/i.test(seen)) ready();
    });
    child.on("exit", (code) =>
      fail(new Error(`server-everything ${mode} exited ${code}: ${seen}`)),
    );
  });
  return new URL(mode === "sse" ? `http://127.0.0.1:${port}/sse` : `http://127.0.0.1:${port}/mcp`);
}

const TARGETS: [string, () => Promise<unknown>][] = [
  [
    "stdio",
    async () =>
      new StdioTransport({
        command: process.execPath,
        args: [bin("server-everything"), "stdio"],
        env: SERVER_ENV,
      }),
  ],
  ["Streamable HTTP", () => everythingOverHttp("streamableHttp")],
  ["SSE", async () => new SSETransport(await everythingOverHttp("sse"))],
];

describe.each(TARGETS)("server-everything over %s", (_kind, target) => {
  it("every tool, called by an agent in one turn; the elicitation is answered on resume", async () => {
    const adapter = new MCPAdapter(await target(), { timeout: 20_000 });
    try {
      const tools = await adapter.listTools();
      const names = tools.map((t) => t.name).sort();
      // Offered: what can be answered. Sampling and roots are not declared, so the server
      // registers no tool for them; the task-only tool is offered and runs as a task.
      expect(names).toEqual(Object.keys(EVERYTHING_CALLS).sort());

      const agent = agentCalling(
        tools,
        names.map((name) => ({ name, args: EVERYTHING_CALLS[name] })),
      );
      const paused = await start(agent);
      const [question] = pendingRequests(paused);
      expect(question.tool).toBe("trigger-elicitation-request");
      // The form's defaults reach the person with the question.
      expect(question.requestedSchema.properties.firstLine.default).toBe(
        "It was a dark and stormy night.",
      );
      const done = await resume(agent, {
        [question.key]: { action: "accept", content: { name: "Ada Lovelace" } },
      });
      expect(done.__interrupt__).toBeUndefined();
      const results = toolResults(done);
      expect(Object.keys(results).sort()).toEqual(names);
      for (const name of names) expect([name, results[name].status]).toEqual([name, "success"]);
      expect(textOf(done, "echo")).toContain("hi");
      expect(textOf(done, "get-sum")).toContain("5");
      expect(textOf(done, "get-structured-content")).toContain("temperature");
      expect(textOf(done, "trigger-long-running-operation")).toMatch(/completed/i);
      expect(textOf(done, "simulate-research-query")).toContain("Research Report: owls");
      // The person's answer, with the default of the field they left out.
      expect(textOf(done, "trigger-elicitation-request")).toContain("Ada Lovelace");
      expect(textOf(done, "trigger-elicitation-request")).toContain(
        "It was a dark and stormy night.",
      );
    } finally {
      await adapter.close();
    }
  }, 90_000);
});

describe("the other reference servers over stdio", () => {
  it("filesystem: writes, lists and reads a file in its allowed directory", async () => {
    const dir = mkdtempSync(join(tmpdir(), "mcp-fs-"));
    writeFileSync(join(dir, "a.txt"), "alpha");
    const adapter = new MCPAdapter(
      new StdioTransport({
        command: process.execPath,
        args: [bin("server-filesystem"), dir],
        env: SERVER_ENV,
      }),
    );
    try {
      const tools = await adapter.listTools();
      const agent = agentCalling(tools, [
        { name: "write_file", args: { path: join(dir, "b.txt"), content: "beta" } },
        { name: "read_text_file", args: { path: join(dir, "a.txt") } },
        { name: "list_allowed_directories", args: {} },
      ]);
      const results = toolResults(await start(agent));
      expect(results.write_file.status).toBe("success");
      expect(results.read_text_file.content).toContain("alpha");
      expect(results.list_allowed_directories.content).toContain(dir);
      // A path outside the allowed directory is the server's error, for the model to read.
      const outside = agentCalling(tools, [
        { name: "read_text_file", args: { path: "/etc/hostname" } },
      ]);
      expect(toolResults(await start(outside)).read_text_file.status).toBe("error");
    } finally {
      await adapter.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it("memory: creates entities and reads the graph back", async () => {
    const dir = mkdtempSync(join(tmpdir(), "mcp-memory-"));
    const adapter = new MCPAdapter(
      new StdioTransport({
        command: process.execPath,
        args: [bin("server-memory")],
        env: { ...SERVER_ENV, MEMORY_FILE_PATH: join(dir, "memory.jsonl") },
      }),
    );
    try {
      const tools = await adapter.listTools();
      const create = agentCalling(tools, [
        {
          name: "create_entities",
          args: { entities: [{ name: "Ada", entityType: "person", observations: ["math"] }] },
        },
      ]);
      expect(toolResults(await start(create)).create_entities.status).toBe("success");
      const read = agentCalling(tools, [{ name: "read_graph", args: {} }]);
      expect(toolResults(await start(read)).read_graph.content).toContain("Ada");
    } finally {
      await adapter.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it("sequential-thinking: records a thought", async () => {
    const adapter = new MCPAdapter(
      new StdioTransport({
        command: process.execPath,
        args: [bin("server-sequential-thinking")],
        env: SERVER_ENV,
      }),
    );
    try {
      const tools = await adapter.listTools();
      const think = agentCalling(tools, [
        {
          name: "sequentialthinking",
          args: { thought: "first", thoughtNumber: 1, totalThoughts: 1, nextThoughtNeeded: false },
        },
      ]);
      const result = toolResults(await start(think)).sequentialthinking;
      expect(result.status).toBe("success");
      expect(result.content).toContain('"thoughtNumber": 1');
    } finally {
      await adapter.close();
    }
  }, 60_000);
});
