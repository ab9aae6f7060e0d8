/** `--interactive` with answers scripted on stdin. */
import { afterAll, beforeAll, expect, test } from "vitest";
import { BIN, OLD, assertBuilt, cleanup, codemod, read, run, tree } from "./helpers.js";

beforeAll(assertBuilt);
afterAll(cleanup);

// Two hunks: the import line, and the use further down (far enough to be a separate change).
const twoHunks = `import { MultiServerMCPClient } from "${OLD}";\n\n// 1\n// 2\n// 3\n// 4\n// 5\n// 6\n// 7\nconst c = new MultiServerMCPClient({});\nexport { c };\n`;
const single = `import { MultiServerMCPClient } from "${OLD}";\nnew MultiServerMCPClient({});\n`;

test("accept all of one file, skip another", async () => {
  const dir = tree({ "a.ts": single, "b.ts": single });
  const r = await codemod([".", "--interactive", "--transform", "imports"], dir, {
    input: "a\ns\n",
  });
  expect(r.code).toBe(0);
  expect(r.stdout).toContain("Apply this change to a.ts? [y,n,a,s,q,?]");
  expect(r.stdout).toMatch(/-import \{ MultiServerMCPClient \}/);
  expect(read(dir, "a.ts")).toContain("langchain-mcp-bridge");
  expect(read(dir, "b.ts")).toBe(single);
  expect(r.stdout).toContain("1 changed, 0 unchanged, 1 skipped");
});

test("hunks one transform made are one choice: the import and the use it renamed", async () => {
  const dir = tree({ "a.ts": twoHunks });
  const r = await codemod([".", "--interactive", "--transform", "imports"], dir, {
    input: "y\n",
  });
  expect(r.stdout).toContain("a.ts (2 changes, 1 choice)");
  expect(r.stdout).toContain("change 1/2");
  expect(r.stdout).toContain("change 2/2");
  expect(r.stdout).toContain("linked: changes 1, 2 were made together (imports)");
  expect(read(dir, "a.ts")).toContain("new MCPAdapter({})");
  expect(read(dir, "a.ts")).toContain('from "langchain-mcp-bridge"');

  // Declined, the pair stays as it was: never a use renamed without its import.
  const dir2 = tree({ "a.ts": twoHunks });
  const r2 = await codemod([".", "--interactive", "--transform", "imports"], dir2, {
    input: "n\n",
  });
  expect(r2.code).toBe(0);
  expect(read(dir2, "a.ts")).toBe(twoHunks);
});

test("q (or the end of input) quits and leaves the remaining files alone", async () => {
  const dir = tree({ "a.ts": single, "b.ts": single });
  const r = await codemod([".", "--interactive", "--transform", "imports"], dir, { input: "q\n" });
  expect(r.code).toBe(0);
  expect(read(dir, "a.ts")).toBe(single);
  expect(read(dir, "b.ts")).toBe(single);
  expect(r.stdout).toContain("0 changed, 0 unchanged, 2 skipped");
  const eof = await codemod([".", "--interactive", "--transform", "imports"], dir, { input: "" });
  expect(eof.code).toBe(0);
  expect(read(dir, "a.ts")).toBe(single);
});

test("an unknown answer shows the choices and asks again", async () => {
  const dir = tree({ "a.ts": single });
  const r = await codemod([".", "--interactive", "--transform", "imports"], dir, {
    input: "what\ny\n",
  });
  expect(r.stdout).toContain("y accept this change, n skip it");
  expect(read(dir, "a.ts")).toContain("langchain-mcp-bridge");
});

test("on a terminal, the review ends when the files are done (stdin is released)", async () => {
  const dir = tree({ "a.ts": single });
  const r = await run(
    "script",
    ["-qfec", `"${process.execPath}" "${BIN}" . --interactive --transform imports`, "/dev/null"],
    { cwd: dir, input: "a\n", timeout: 30_000 },
  );
  expect(r.code).toBe(0); // null: killed at the timeout
  expect(read(dir, "a.ts")).toContain("langchain-mcp-bridge");
});
