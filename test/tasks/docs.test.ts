// docs/tasks.md's examples, run exactly as written from the repository root, with
// `langchain-mcp-bridge` resolved to this checkout's source, against the task test servers:
// 2025-11-25 over stdio (the examples start it themselves from its path), 2026-07-28 over
// Streamable HTTP on 127.0.0.1 (started here).
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, expect, it } from "vitest";
import { ROOT, sourceTsconfig, tsBlocks } from "../doc-blocks.js";
import { listenTask2026Server } from "./server2026.js";

const scratch = mkdtempSync(join(ROOT, "test", "tasks", ".docs-"));
const tsconfig = sourceTsconfig(scratch);
const examples = [
  ...tsBlocks("docs/tasks.md", "tasks-examples"),
  ...tsBlocks("docs/tasks.md", "tasks26-examples"),
];
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function run(index: number, env: Record<string, string> = {}): Promise<string[]> {
  const script = join(scratch, `example-${index}.mts`);
  writeFileSync(script, examples[index]);
  const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", script], {
    cwd: ROOT,
    env: {
      ...process.env,
      MCP_SERVER: join(ROOT, "test", "tasks", "server.ts"),
      TSX_TSCONFIG_PATH: tsconfig,
      ...env,
    },
    timeout: 60_000,
  });
  return stdout.trim().split("\n");
}

it("there are the three examples", () => {
  expect(examples).toHaveLength(3);
});

it("the agent example: statuses streamed, the question answered through the interrupt", async () => {
  expect(await run(0)).toEqual([
    "confirm: input_required",
    "asked: Delete draft.txt?",
    "research: report on bees",
    "confirm: deleted draft.txt",
  ]);
}, 90_000);

it("the client example: a result polled in memory, an aborted task cancelled", async () => {
  expect(await run(1)).toEqual(["report on owls", "aborted: the task was cancelled", "1"]);
}, 90_000);

it("the 2026-07-28 example: a question inside a task, asked and answered by the task", async () => {
  const server = await listenTask2026Server();
  try {
    expect(await run(2, { MCP_TASKS_URL: server.url.href })).toEqual([
      "asked: Delete draft.txt?",
      "confirm: deleted draft.txt",
    ]);
    expect(server.backend.record).toMatchObject({ created: 1, completed: 1, updates: 1 });
  } finally {
    await server.close();
  }
}, 90_000);
