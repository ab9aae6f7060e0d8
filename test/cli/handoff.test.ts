/**
 * `--handoff` through the real bin over the fixture corpus (every `__testfixtures__` input and
 * the regression corpus's projects, in one git work tree): one task per marker left on disk,
 * each naming a file and a line that exist (the marker's), and a doc section that exists.
 */
import { cpSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { headingAnchors } from "../../src/cli/rule-docs.js";
import { ROOT, assertBuilt, cleanup, codemod, gitRepo, listFiles, read, tree } from "./helpers.js";

beforeAll(assertBuilt);
afterAll(cleanup);

const MARKER = "TODO(mcp-migrate):";

test("--handoff on the fixture corpus: one task per marker, each at its file and line, with a doc section that exists", async () => {
  const dir = tree({}, { git: false });
  const fixtures = path.join(ROOT, "__testfixtures__");
  for (const group of readdirSync(fixtures)) {
    for (const f of readdirSync(path.join(fixtures, group)).filter((f) => f.includes(".input."))) {
      cpSync(path.join(fixtures, group, f), path.join(dir, "fixtures", group, f));
    }
  }
  cpSync(path.join(ROOT, "test/codemod-corpus/projects"), path.join(dir, "projects"), {
    recursive: true,
  });
  gitRepo(dir);

  // Some 300 files through every transform and the safety net: minutes on a busy machine.
  const r = await codemod([".", "--handoff", "tasks.json"], dir, { timeout: 540_000 });
  expect([0, 7], r.stderr).toContain(r.code);
  const { tasks, guide } = JSON.parse(read(dir, "tasks.json"));
  expect(readFileSync(guide, "utf8")).toContain("name: mcp-migrate");

  const markers = listFiles(dir)
    .filter((f) => /\.(c|m)?[jt]sx?$/.test(f))
    .flatMap((f) =>
      read(dir, f)
        .split(/\r?\n/)
        .flatMap((l, i) => (l.includes(MARKER) ? [`${f}:${i + 1}`] : [])),
    );
  expect(markers.length).toBeGreaterThan(100);
  expect(tasks.map((t: any) => `${t.file}:${t.line}`).sort()).toEqual(markers.sort());

  const anchors = new Map<string, Set<string>>();
  for (const t of tasks) {
    const line = read(dir, t.file).split(/\r?\n/)[t.line - 1];
    expect(line).toContain(`${MARKER} ${t.change}`);
    expect(t.code).toContain(`${t.line} | ${line}`);
    // This run placed every marker: each knows its rule and the code it replaced.
    expect(t.rule, `${t.file}:${t.line}`).toMatch(/^[a-z0-9-]+\/\S+$/);
    expect(t.oldCode).toMatch(/^ *\d+ \| /);
    const [file, anchor] = t.docsPath.split("#");
    expect(t.docs).toBe(`docs/${path.basename(file)}#${anchor}`);
    if (!anchors.has(file)) anchors.set(file, headingAnchors(readFileSync(file, "utf8")));
    expect({ docs: t.docs, exists: anchors.get(file)!.has(anchor) }).toEqual({
      docs: t.docs,
      exists: true,
    });
  }
}, 600_000);

test("--handoff in Markdown: a marker an earlier run left is a task too, pointed at git history", async () => {
  const dir = tree({
    "a.ts": `// TODO(mcp-migrate): pass the servers' config here\nexport const x = 1;\n`,
  });
  const r = await codemod([".", "--check", "--handoff", "tasks.md"], dir);
  expect(r.code).toBe(8);
  expect(r.stdout).toContain("Hand-off: 1 task written to tasks.md");
  const md = read(dir, "tasks.md");
  expect(md).toContain("# Finish the migration to langchain-mcp-bridge: 1 task");
  expect(md).toContain("## 1. a.ts:1\n");
  expect(md).toContain("**What to change:** pass the servers' config here");
  expect(md).toContain("1 | // TODO(mcp-migrate): pass the servers' config here");
  expect(md).toContain("Marked by an earlier run");
  expect(md).toMatch(/\*\*Docs:\*\* docs\/codemod\.md#markers-and-the-ignore-comment \(\/\S+\)/);
  expect(md).toContain("SKILL.md");
}, 120_000);
