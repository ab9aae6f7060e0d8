// The codemod CLI on files that break things: unparsable, binary, NUL bytes, special files,
// unreadable files, a 5 MB file, and paths (symlink loops and escapes, unicode and spaces),
// line endings, BOM and indentation. Every case runs the real bin on a temp tree.
import { execFileSync } from "node:child_process";
import {
  chmodSync,
  chownSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  readlinkSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  MIGRATABLE,
  OLD,
  assertBuilt,
  cleanup,
  codemod,
  hashes,
  sha,
  tempDir,
  tree,
  type Run,
} from "./helpers.js";

beforeAll(assertBuilt);
afterAll(cleanup);

const failedFiles = (r: Run) => new Map(r.report!.files.failed.map((f) => [f.file, f.error]));
const changedFiles = (r: Run) => r.report!.files.changed.map((f) => f.file);

describe(
  "files the codemod cannot migrate are reported and left byte-for-byte",
  { timeout: 120_000 },
  () => {
    it("unparsable, binary and NUL-byte files fail alone; the good file is migrated; exit 1", async () => {
      const binary = Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0xff, 0xfe]),
        Buffer.from(`import "${OLD}";`),
        Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 37) % 256)),
      ]);
      const dir = tree({
        "src/good.ts": MIGRATABLE,
        "src/broken.ts": `import { MultiServerMCPClient } from "${OLD}";\nconst = = (\n`,
        "src/binary.ts": binary,
        "src/nul.ts": `import { loadMcpTools } from "${OLD}";\0\0\nexport {};\n`,
        "src/invalid-utf8.js": Buffer.concat([
          Buffer.from(`const m = require("${OLD}");\n// `),
          Buffer.from([0xc3, 0x28, 0xa0, 0xa1]),
          Buffer.from("\n"),
        ]),
      });
      const before = hashes(dir);
      const r = await codemod(["src"], dir);
      expect(r.signal).toBeNull();
      expect(r.code).toBe(1);
      const failed = failedFiles(r);
      expect([...failed.keys()].sort()).toEqual(
        expect.arrayContaining(["src/binary.ts", "src/broken.ts", "src/nul.ts"]),
      );
      for (const [file, error] of failed) {
        expect(error, file).toMatch(/\S/);
        expect(hashes(dir).get(file), file).toBe(before.get(file));
      }
      expect(changedFiles(r)).toContain("src/good.ts");
      expect(readFileSync(path.join(dir, "src/good.ts"), "utf8")).toContain("langchain-mcp-bridge");
      // a file with invalid UTF-8 is either failed or, if migrated, keeps its odd bytes
      const odd = readFileSync(path.join(dir, "src/invalid-utf8.js"));
      if (failed.has("src/invalid-utf8.js"))
        expect(sha(odd)).toBe(before.get("src/invalid-utf8.js"));
      else expect(odd.includes(Buffer.from([0xc3, 0x28, 0xa0, 0xa1]))).toBe(true);
      // and the report says why, on stdout
      expect(r.stdout).toMatch(/broken\.ts: cannot parse/);
    });

    it("UTF-16 (both byte orders, with or without a BOM) and Latin-1 files naming the old package fail, untouched; exit 1", async () => {
      const text = `import { MultiServerMCPClient } from "${OLD}";\n// caf\u00e9\n`;
      const le = Buffer.from(text, "utf16le");
      const dir = tree({
        "src/good.ts": MIGRATABLE,
        "src/utf16le-bom.ts": Buffer.concat([Buffer.from([0xff, 0xfe]), le]),
        "src/utf16le.ts": le,
        "src/utf16be-bom.ts": Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(le).swap16()]),
        "src/latin1.ts": Buffer.from(text, "latin1"),
      });
      const before = hashes(dir);
      const r = await codemod(["src"], dir);
      expect(r.code).toBe(1);
      const failed = failedFiles(r);
      expect([...failed.keys()].sort()).toEqual([
        "src/latin1.ts",
        "src/utf16be-bom.ts",
        "src/utf16le-bom.ts",
        "src/utf16le.ts",
      ]);
      for (const [file, error] of failed) {
        expect(error, file).toMatch(/UTF-16|UTF-8/);
        expect(hashes(dir).get(file), file).toBe(before.get(file));
      }
      expect(changedFiles(r)).toContain("src/good.ts");
    });

    it("binary files that do not mention the old package are skipped untouched; a clean run exits 0", async () => {
      const dir = tree({
        "src/good.ts": MIGRATABLE,
        "src/image.ts": Buffer.from(Array.from({ length: 8192 }, (_, i) => (i * 131 + 7) % 256)),
        "src/empty.ts": "",
      });
      const before = hashes(dir);
      const r = await codemod(["src"], dir);
      expect(r.code).toBe(0);
      expect(r.report!.summary.failed).toBe(0);
      expect(hashes(dir).get("src/image.ts")).toBe(before.get("src/image.ts"));
      expect(hashes(dir).get("src/empty.ts")).toBe(before.get("src/empty.ts"));
    });

    it("special files with source names (a FIFO, a directory named x.ts) do not hang or crash the run", async () => {
      const dir = tree({ "src/good.ts": MIGRATABLE });
      execFileSync("mkfifo", [path.join(dir, "src/pipe.ts")]);
      mkdirSync(path.join(dir, "src/folder.ts"));
      writeFileSync(path.join(dir, "src/folder.ts/inner.ts"), MIGRATABLE);
      const r = await codemod(["src"], dir, { timeout: 60_000 });
      expect(r.signal).toBeNull(); // not killed by the timeout: the FIFO was never opened for reading
      expect(r.code).toBe(0);
      expect(changedFiles(r).sort()).toEqual(["src/folder.ts/inner.ts", "src/good.ts"]);
      expect(lstatSync(path.join(dir, "src/pipe.ts")).isFIFO()).toBe(true);
    });

    it("a file the user cannot read (run as nobody via setpriv; root reads everything): reported, untouched, the rest migrated", async () => {
      const dir = tree({ "src/good.ts": MIGRATABLE, "src/private.ts": MIGRATABLE });
      execFileSync("chown", ["-R", "nobody:nogroup", dir]);
      const secret = path.join(dir, "src/private.ts");
      chownSync(secret, 0, 0);
      chmodSync(secret, 0o000);
      const before = sha(readFileSync(secret));
      const r = await codemod(["src"], dir, {
        prefix: ["setpriv", "--reuid=nobody", "--regid=nogroup", "--clear-groups"],
      });
      expect(r.code).toBe(1);
      expect(failedFiles(r).get("src/private.ts")).toMatch(/cannot read|EACCES|permission/i);
      expect(sha(readFileSync(secret))).toBe(before);
      expect(lstatSync(secret).mode & 0o777).toBe(0);
      expect(changedFiles(r)).toEqual(["src/good.ts"]);
    });

    it("a read-only file (no write bit): reported, left byte-for-byte, exit 1; the rest migrated", async () => {
      const dir = tree({ "src/good.ts": MIGRATABLE, "src/ro.ts": MIGRATABLE });
      chmodSync(path.join(dir, "src/ro.ts"), 0o444);
      const before = hashes(dir);
      const r = await codemod(["src"], dir);
      expect(r.code).toBe(1);
      expect(failedFiles(r).get("src/ro.ts")).toMatch(/read-only|write/i);
      expect(hashes(dir).get("src/ro.ts")).toBe(before.get("src/ro.ts"));
      expect(lstatSync(path.join(dir, "src/ro.ts")).mode & 0o777).toBe(0o444);
      expect(changedFiles(r)).toEqual(["src/good.ts"]);
    });

    it("a file the user may not write (root's 644 file in a tree run as nobody): reported, untouched", async () => {
      const dir = tree({ "src/good.ts": MIGRATABLE, "src/theirs.ts": MIGRATABLE });
      execFileSync("chown", ["-R", "nobody:nogroup", dir]);
      const theirs = path.join(dir, "src/theirs.ts");
      chownSync(theirs, 0, 0);
      chmodSync(theirs, 0o644);
      const before = sha(readFileSync(theirs));
      const r = await codemod(["src"], dir, {
        prefix: ["setpriv", "--reuid=nobody", "--regid=nogroup", "--clear-groups"],
      });
      expect(r.code).toBe(1);
      expect(failedFiles(r).has("src/theirs.ts")).toBe(true);
      expect(sha(readFileSync(theirs))).toBe(before);
      expect(lstatSync(theirs).uid).toBe(0);
      expect(changedFiles(r)).toEqual(["src/good.ts"]);
    });

    it("a 5 MB file that imports the old package: reported as too large, untouched, quickly; the rest migrated", async () => {
      const lines = [`import { MultiServerMCPClient } from "${OLD}";`];
      for (let i = 0; lines.length * 80 < 5 * 1024 * 1024; i++)
        lines.push(
          `export function f${i}(a: number, b: string): string { return b.repeat(a) + "${i}"; }`,
        );
      lines.push("const client = new MultiServerMCPClient({ mcpServers: {} });");
      const dir = tree({ "src/big.ts": lines.join("\n") + "\n", "src/good.ts": MIGRATABLE });
      const before = hashes(dir);
      const r = await codemod(["src"], dir, { timeout: 110_000 });
      expect(r.signal).toBeNull();
      expect(r.code).toBe(1);
      expect(failedFiles(r).get("src/big.ts")).toMatch(/large/i);
      expect(hashes(dir).get("src/big.ts")).toBe(before.get("src/big.ts"));
      expect(changedFiles(r)).toEqual(["src/good.ts"]);
      expect(r.ms).toBeLessThan(60_000);
    });

    it("a 5 MB generated file without the old package: untouched, and fast (never parsed)", async () => {
      const lines: string[] = [];
      for (let i = 0; lines.length * 60 < 5 * 1024 * 1024; i++)
        lines.push(`export const value${i} = ${i} * 2; // ${"pad".repeat(10)}`);
      const dir = tree({ "src/generated.ts": lines.join("\n") + "\n", "src/good.ts": MIGRATABLE });
      const before = hashes(dir);
      expect(readFileSync(path.join(dir, "src/generated.ts")).length).toBeGreaterThan(5_000_000);
      const r = await codemod(["src"], dir);
      expect(r.code).toBe(0);
      expect(hashes(dir).get("src/generated.ts")).toBe(before.get("src/generated.ts"));
      expect(r.ms).toBeLessThan(30_000);
    });
  },
);

describe("paths", { timeout: 120_000 }, () => {
  it("symlink loops and links out of the root: no hang, targets outside untouched and listed; links inside stay links", async () => {
    const outside = tree({ "elsewhere.ts": MIGRATABLE });
    const dir = tree({ "src/a/real.ts": MIGRATABLE });
    symlinkSync("..", path.join(dir, "src/a/loop")); // src/a/loop → src/a/.. (a cycle)
    symlinkSync(path.join(dir, "src"), path.join(dir, "src/a/root-loop"));
    symlinkSync(path.join(outside, "elsewhere.ts"), path.join(dir, "src/out.ts"));
    symlinkSync(path.join(dir, "src/a/real.ts"), path.join(dir, "src/in.ts"));
    symlinkSync(path.join(dir, "missing.ts"), path.join(dir, "src/dangling.ts"));
    const outsideBefore = hashes(outside);
    const r = await codemod(["src"], dir, { timeout: 60_000 });
    expect(r.signal).toBeNull();
    expect(r.code).toBe(0);
    expect(changedFiles(r)).toEqual(["src/a/real.ts"]);
    expect(r.report!.linksOutside).toContain("src/out.ts");
    expect(hashes(outside)).toEqual(outsideBefore);
    for (const link of [
      "src/a/loop",
      "src/a/root-loop",
      "src/out.ts",
      "src/in.ts",
      "src/dangling.ts",
    ])
      expect(lstatSync(path.join(dir, link)).isSymbolicLink(), link).toBe(true);
    expect(readlinkSync(path.join(dir, "src/in.ts"))).toBe(path.join(dir, "src/a/real.ts"));
  });

  it("unicode and spaces in directory and file names", async () => {
    const names = [
      "src/dossier élève/fichier à migrer.ts",
      "src/工具/客户端.mts",
      "src/ space /x y.js",
    ];
    const dir = tree(Object.fromEntries(names.map((n) => [n, MIGRATABLE])));
    const r = await codemod(["src"], dir);
    expect(r.code).toBe(0);
    expect(changedFiles(r).sort()).toEqual(names.map((n) => n).sort());
    for (const n of names)
      expect(readFileSync(path.join(dir, n), "utf8"), n).toContain("langchain-mcp-bridge");
  });

  it("CRLF, a BOM and mixed tabs/spaces: kept; only the migrated lines change", async () => {
    const crlf = MIGRATABLE.replace(/\n/g, "\r\n") + "function f() {\r\n\treturn 1;\r\n}\r\n";
    const bom = "\uFEFF" + MIGRATABLE;
    const mixed =
      MIGRATABLE +
      "function g() {\n\tif (1) {\n    \treturn '\\t';\n\t  }\n}\nconst s = `a\n\tb`;\n";
    const dir = tree({ "src/crlf.ts": crlf, "src/bom.ts": bom, "src/mixed.ts": mixed });
    const r = await codemod(["src"], dir);
    expect(r.code).toBe(0);
    expect(changedFiles(r).sort()).toEqual(["src/bom.ts", "src/crlf.ts", "src/mixed.ts"]);

    const crlfOut = readFileSync(path.join(dir, "src/crlf.ts"), "utf8");
    expect(crlfOut).toContain("langchain-mcp-bridge");
    expect(crlfOut.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/); // every line ending is CRLF
    expect(crlfOut.endsWith("}\r\n")).toBe(true);
    expect(crlfOut).toContain("function f() {\r\n\treturn 1;\r\n}");

    const bomOut = readFileSync(path.join(dir, "src/bom.ts"));
    expect([...bomOut.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bomOut.subarray(3).includes(Buffer.from([0xef, 0xbb, 0xbf]))).toBe(false);

    const mixedOut = readFileSync(path.join(dir, "src/mixed.ts"), "utf8");
    expect(mixedOut).toContain(
      "function g() {\n\tif (1) {\n    \treturn '\\t';\n\t  }\n}\nconst s = `a\n\tb`;\n",
    );
    // a second run changes nothing
    const after = hashes(dir);
    expect((await codemod(["src"], dir)).code).toBe(0);
    expect(hashes(dir)).toEqual(after);
  });
});

describe("the exit code", { timeout: 120_000 }, () => {
  it("is 0 when nothing failed, also with nothing to do", async () => {
    const dir = tree({ "src/plain.ts": "export const x = 1;\n" });
    const before = hashes(dir);
    const r = await codemod(["src"], dir);
    expect(r.code).toBe(0);
    expect(hashes(dir)).toEqual(before);
  });

  it("is 1 when one file of many failed, and every other file was still handled", async () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 30; i++) files[`src/f${i}.ts`] = MIGRATABLE;
    files["src/f15.ts"] = `import { x } from "${OLD}";\nconst = ;\n`;
    const dir = tree(files);
    const r = await codemod(["src"], dir);
    expect(r.code).toBe(1);
    expect([...failedFiles(r).keys()]).toEqual(["src/f15.ts"]);
    expect(changedFiles(r)).toHaveLength(29);
    void tempDir;
  });
});
