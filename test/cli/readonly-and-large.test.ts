/**
 * Safety limits found by the reliability tests (was test/reliability/PENDING-codemod-readonly-
 * and-large): a read-only file is never replaced by the atomic rename, and a very large file
 * that names the old package is reported as too large instead of being parsed.
 */
import { chmodSync, statSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { OLD, assertBuilt, cleanup, codemod, hash, read, readBytes, tree } from "./helpers.js";

beforeAll(assertBuilt);
afterAll(cleanup);

const MIGRATABLE =
  `import { MultiServerMCPClient } from "${OLD}";\n` +
  `const client = new MultiServerMCPClient({ mcpServers: {} });\n` +
  `export const tools = await client.getTools();\n`;

const report = (dir: string) => JSON.parse(read(dir, "report.json"));

describe("read-only files", () => {
  test("are reported as failed with the reason and left byte-for-byte (mode too); exit 1", async () => {
    const dir = tree({ "src/good.ts": MIGRATABLE, "src/ro.ts": MIGRATABLE });
    chmodSync(path.join(dir, "src/ro.ts"), 0o444);
    const before = hash(readBytes(dir, "src/ro.ts"));
    const r = await codemod(["src", "--json", "report.json"], dir);
    expect(r.code).toBe(1);
    const json = report(dir);
    expect(json.files.failed).toEqual([
      { file: "src/ro.ts", error: expect.stringContaining("read-only") },
    ]);
    expect(hash(readBytes(dir, "src/ro.ts"))).toBe(before);
    expect(statSync(path.join(dir, "src/ro.ts")).mode & 0o777).toBe(0o444);
    expect(read(dir, "src/good.ts")).toContain("langchain-mcp-bridge");
    // --dry still shows what the change would be: it writes nothing.
    const dry = await codemod(["src", "--dry"], dir);
    expect(dry.stdout).toContain("+++ b/src/ro.ts");
  });
});

describe("large files", () => {
  test("a 5 MB file that imports the old package is reported as too large, quickly; the rest is migrated", async () => {
    const lines = [`import { MultiServerMCPClient } from "${OLD}";`];
    for (let i = 0; lines.length * 80 < 5 * 1024 * 1024; i++)
      lines.push(
        `export function f${i}(a: number, b: string): string { return b.repeat(a) + "${i}"; }`,
      );
    lines.push("const client = new MultiServerMCPClient({ mcpServers: {} });");
    const big = lines.join("\n") + "\n";
    const dir = tree({ "src/big.ts": big, "src/good.ts": MIGRATABLE });
    const started = Date.now();
    const r = await codemod(["src", "--json", "report.json"], dir);
    expect(Date.now() - started).toBeLessThan(60_000);
    expect(r.code).toBe(1);
    const json = report(dir);
    expect(json.files.failed).toEqual([
      { file: "src/big.ts", error: expect.stringMatching(/too large .*limit is 1 MB/) },
    ]);
    expect(json.files.changed.map((f: { file: string }) => f.file)).toEqual(["src/good.ts"]);
    expect(read(dir, "src/big.ts")).toBe(big);
  }, 120_000);

  test("a file just under the limit is still migrated", async () => {
    const filler = Array.from({ length: 2000 }, (_, i) => `export const v${i} = ${i};`).join("\n");
    const text = `${MIGRATABLE}${filler}\n`;
    expect(text.length).toBeLessThan(1024 * 1024);
    const dir = tree({ "src/mid.ts": text });
    const r = await codemod(["src"], dir);
    expect(r.code).toBe(0);
    expect(read(dir, "src/mid.ts")).toContain("langchain-mcp-bridge");
  }, 120_000);
});
