// docs/tasks.md's examples, run exactly as written from the repository root, with
// `langchain-mcp-bridge` resolved to this checkout's source, against the task test server
// (over stdio: the examples start it themselves from its path).
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, expect, it } from "vitest";
import { ROOT, sourceTsconfig, tsBlocks } from "../doc-blocks.js";

const scratch = mkdtempSync(join(ROOT, "test", "tasks", ".docs-"));
const tsconfig = sourceTsconfig(scratch);
const examples = tsBlocks("docs/tasks.md", "tasks-examples");
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function run(index: number): Promise<string[]> {
  const script = join(scratch, `example-${index}.mts`);
  writeFileSync(script, examples[index]);
  const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", script], {
    cwd: ROOT,
    env: {
      ...process.env,
      MCP_SERVER: join(ROOT, "test", "tasks", "server.ts"),
      TSX_TSCONFIG_PATH: tsconfig,
    },
    timeout: 60_000,
  });
  return stdout.trim().split("\n");
}

it("there are the two examples", () => {
  expect(examples).toHaveLength(2);
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
