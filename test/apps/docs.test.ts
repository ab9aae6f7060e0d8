// docs/apps.md's examples, run exactly as written from the repository root, with
// `langchain-mcp-bridge` resolved to this checkout's source, against the Apps test server.
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, it } from "vitest";
import { ROOT, sourceTsconfig, tsBlocks } from "../doc-blocks.js";
import type { HttpServerHandle } from "../servers/index.js";
import { CART_CSP, CART_URI, startAppsHttp } from "./server.js";

const scratch = mkdtempSync(join(ROOT, "test", "apps", ".docs-"));
const tsconfig = sourceTsconfig(scratch);
const examples = tsBlocks("docs/apps.md", "apps-examples");
let http: HttpServerHandle;
beforeAll(async () => {
  http = await startAppsHttp();
});
afterAll(async () => {
  await http.close();
  rmSync(scratch, { recursive: true, force: true });
});

async function run(index: number): Promise<string[]> {
  const script = join(scratch, `example-${index}.mts`);
  writeFileSync(script, examples[index]);
  const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", script], {
    cwd: ROOT,
    env: { ...process.env, MCP_URL: http.url.href, TSX_TSCONFIG_PATH: tsconfig },
    timeout: 60_000,
  });
  return stdout.trim().split("\n");
}

it("there are the two examples", () => {
  expect(examples).toHaveLength(2);
});

it("the agent example: the model gets no app-only tool, the view is read, the app calls its tool", async () => {
  expect(await run(0)).toEqual([
    "model: show_cart cart_total legacy_view plain ui_capability",
    "app: update_quantity",
    `view: ${CART_URI} text/html;profile=mcp-app true`,
    "app call: tea x2",
  ]);
}, 90_000);

it("the client example: tools sorted by the readers, a view read by URI", async () => {
  expect(await run(1)).toEqual([
    "show_cart model",
    "cart_total model",
    "update_quantity app only",
    "legacy_view model",
    `csp: ${JSON.stringify({ csp: CART_CSP })}`,
  ]);
}, 90_000);
