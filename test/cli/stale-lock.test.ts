/** Before npm installs a migrated package: which lockfile entries go, and which stay pinned. */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { forgetMovedPackages, movedDependencies } from "../../src/cli/stale-lock.js";

const lock = {
  name: "app",
  lockfileVersion: 3,
  packages: {
    "": { name: "app" },
    "node_modules/@langchain/core": { version: "0.3.80" },
    "node_modules/@langchain/core/node_modules/uuid": { version: "10.0.0" },
    "node_modules/@langchain/langgraph": { version: "0.2.74" },
    "node_modules/@langchain/mcp-adapters": { version: "0.5.4" },
    "node_modules/langchain": { version: "0.3.29" },
    "node_modules/langsmith": { version: "0.3.1" },
    "node_modules/zod": { version: "3.23.8" },
    "node_modules/express": { version: "5.1.0" },
    "packages/a": { name: "a" },
    "packages/a/node_modules/@langchain/openai": { version: "0.5.0" },
    "node_modules/langchain-mcp-bridge-like": { version: "1.0.0" },
  },
};

describe("forgetMovedPackages", () => {
  it("drops the LangChain family and what the migration moved; keeps every other pin and the file's indentation", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "stale-lock-"));
    const file = path.join(dir, "package-lock.json");
    writeFileSync(file, `${JSON.stringify(lock, null, "\t")}\n`);
    expect(forgetMovedPackages(dir, new Set(["zod"]))).toBe(8);
    const text = readFileSync(file, "utf8");
    expect(text.startsWith('{\n\t"name"')).toBe(true);
    expect(Object.keys(JSON.parse(text).packages)).toEqual([
      "",
      "node_modules/express",
      "packages/a",
      "node_modules/langchain-mcp-bridge-like",
    ]);
  });

  it("changes nothing without an npm lockfile, or with nothing to drop", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "stale-lock-"));
    expect(forgetMovedPackages(dir, new Set(["zod"]))).toBe(0);
    const file = path.join(dir, "package-lock.json");
    const text = `${JSON.stringify({ lockfileVersion: 3, packages: { "node_modules/express": {} } }, null, 2)}\n`;
    writeFileSync(file, text);
    expect(forgetMovedPackages(dir, new Set(["zod"]))).toBe(0);
    expect(readFileSync(file, "utf8")).toBe(text);
  });
});

describe("movedDependencies", () => {
  it("names what was raised, added or removed, in any section", () => {
    const before = JSON.stringify({
      dependencies: { "@langchain/mcp-adapters": "0.5.4", zod: "^3.23.8", express: "^5.0.0" },
      devDependencies: { typescript: "~5.9.3" },
    });
    const after = JSON.stringify({
      dependencies: { "langchain-mcp-bridge": "^0.1.0", zod: "^3.25.76", express: "^5.0.0" },
      devDependencies: { typescript: "~5.9.3" },
    });
    expect([...movedDependencies(before, after)].sort()).toEqual([
      "@langchain/mcp-adapters",
      "langchain-mcp-bridge",
      "zod",
    ]);
  });
});
