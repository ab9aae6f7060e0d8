/** The README's "Migrate your code" workflow, command by command, on a small legacy project. */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { OLD, ROOT, assertBuilt, cleanup, gitRepo, legacy, read, run, tree } from "./helpers.js";

beforeAll(assertBuilt);
afterAll(cleanup);

function readmeCommands(): string[] {
  const readme = readFileSync(path.join(ROOT, "README.md"), "utf8");
  const start = readme.indexOf("<!-- codemod:start -->");
  const end = readme.indexOf("<!-- codemod:end -->");
  expect(start).toBeGreaterThan(-1);
  const section = readme.slice(start, end);
  expect(section).toContain("## Migrate your code");
  const block = /```sh\n([\s\S]*?)```/.exec(section);
  expect(block).not.toBeNull();
  return block![1]
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith("#"));
}

test("the README's dry-run review workflow works as written", async () => {
  const commands = readmeCommands();
  expect(commands.filter((c) => c.startsWith("npx codemod")).length).toBeGreaterThanOrEqual(3);
  const dir = gitRepo(
    tree({
      "package.json": JSON.stringify(
        { name: "legacy", dependencies: { [OLD]: "^1.1.0" } },
        null,
        2,
      ),
      "src/app.ts": legacy(),
      "src/util.ts": "export const add = (a: number, b: number) => a + b;\n",
    }),
  );
  const outputs: string[] = [];
  for (const command of commands) {
    const [program, ...args] = command.split(/\s+/);
    let argv: string[];
    if (program === "npx" && args[0] === "codemod")
      argv = [process.execPath, path.join(ROOT, "bin/codemod.cjs"), ...args.slice(1)];
    else if (program === "git") argv = ["git", ...args];
    else throw new Error(`README command this test does not know how to run: ${command}`);
    const r = await run(argv[0], argv.slice(1), {
      cwd: dir,
      env: { ...process.env, NO_COLOR: "1" },
    });
    expect({ command, code: r.code, stderr: r.stderr }).toEqual({
      command,
      code: 0,
      stderr: expect.any(String),
    });
    outputs.push(r.stdout);
    if (command.includes("--dry")) expect(read(dir, "src/app.ts")).toBe(legacy());
  }
  // The preview showed the change; the apply made it; the check then passed.
  expect(outputs[0]).toContain("+++ b/src/app.ts");
  expect(outputs[0]).toContain("Next steps:");
  const jsonArg = commands
    .find((c) => c.includes("--json"))!
    .split(/\s+/)
    .pop()!;
  expect(existsSync(path.join(dir, jsonArg))).toBe(true);
  expect(JSON.parse(read(dir, jsonArg)).files.changed.map((f: any) => f.file)).toContain(
    "src/app.ts",
  );
  expect(read(dir, "src/app.ts")).toContain('from "langchain-mcp-bridge"');
  expect(read(dir, "src/util.ts")).toBe("export const add = (a: number, b: number) => a + b;\n");
});

test("`npx langchain-mcp-bridge codemod` is the same command", async () => {
  const dir = tree({ "a.ts": legacy() });
  const r = await run(
    process.execPath,
    [path.join(ROOT, "runtime/bin/langchain-mcp-bridge.cjs"), "codemod", ".", "--check"],
    { cwd: dir },
  );
  expect(r.code).toBe(3);
  expect(r.stdout).toContain("would change: a.ts");
});

test("the README's plain-jscodeshift command runs a compiled transform", async () => {
  const readme = readFileSync(path.join(ROOT, "README.md"), "utf8");
  const command = /`npx jscodeshift ([^`]+)`/.exec(readme)?.[1];
  expect(command).toBeDefined();
  const args = command!
    .split(/\s+/)
    .map((a) => a.replace("node_modules/langchain-mcp-bridge-codemod/", `${ROOT}/`));
  const dir = tree({ "src/a.ts": legacy() });
  const r = await run(
    process.execPath,
    [path.join(ROOT, "node_modules/jscodeshift/bin/jscodeshift.js"), "--run-in-band", ...args],
    { cwd: dir },
  );
  expect(r.code).toBe(0);
  expect(read(dir, "src/a.ts")).toContain('from "langchain-mcp-bridge"');
});
