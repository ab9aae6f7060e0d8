/** Feedback on long runs: a bar on a terminal (through `script`), plain lines otherwise. */
import { afterAll, beforeAll, expect, test } from "vitest";
import { BIN, OLD, assertBuilt, cleanup, codemod, run, tree } from "./helpers.js";

beforeAll(assertBuilt);
afterAll(cleanup);

const ESC = String.fromCharCode(27);
const many = (n: number) =>
  tree(
    Object.fromEntries(
      Array.from({ length: n }, (_, i) => [
        `src/m${i}.ts`,
        `import { MultiServerMCPClient } from "${OLD}";\nnew MultiServerMCPClient({});\n`,
      ]),
    ),
  );

test("on a terminal, over 50 files: a progress bar, and a colored diff", async () => {
  const dir = many(60);
  // `script` gives the command a pseudo-terminal, as a user's shell would.
  const r = await run(
    "script",
    [
      "-qfec",
      `"${process.execPath}" "${BIN}" . --dry --transform imports --workers 1`,
      "/dev/null",
    ],
    { cwd: dir, env: { ...process.env, NO_COLOR: "", FORCE_COLOR: "" } },
  );
  expect(r.code).toBe(0);
  expect(r.stdout).toContain("] 60/60 files");
  expect(r.stdout).toMatch(/\r\[#+-*\] \d+\/60 files/);
  expect(r.stdout).toContain(`${ESC}[32m+import { MCPAdapter }`);
});

test("not a terminal: plain progress lines on stderr for over 50 files, none for a few", async () => {
  const r = await codemod([".", "--dry", "--transform", "imports", "--workers", "1"], many(60));
  expect(r.stderr).toContain("progress: 60/60 files transformed");
  expect(r.stderr).not.toContain("\r");
  expect(r.stdout).not.toContain("progress:");
  const small = await codemod([".", "--dry", "--transform", "imports"], many(3));
  expect(small.stderr).not.toContain("progress:");
});
