/** When can a migrated package be type-checked? Against what node_modules really holds. */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { notInstalledAsDeclared } from "../../../src/cli/typecheck/declared.js";

/** A package folder whose node_modules holds these versions. */
function installed(versions: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "declared-"));
  for (const [name, version] of Object.entries(versions)) {
    mkdirSync(path.join(dir, "node_modules", name), { recursive: true });
    writeFileSync(
      path.join(dir, "node_modules", name, "package.json"),
      JSON.stringify({ name, version }),
    );
  }
  return dir;
}

const pkg = (deps: Record<string, string>) => JSON.stringify({ dependencies: deps });

describe("notInstalledAsDeclared", () => {
  const rows: {
    name: string;
    installed: Record<string, string>;
    original: Record<string, string>;
    migrated: Record<string, string>;
    missing: string[];
  }[] = [
    {
      name: "LangChain 0.3 installed, 1.x declared: cannot check",
      installed: { "@langchain/core": "0.3.80", "@langchain/mcp-adapters": "0.5.4" },
      original: { "@langchain/core": "^0.3.0", "@langchain/mcp-adapters": "0.5.4" },
      migrated: { "@langchain/core": "^1.4.0", "langchain-mcp-bridge": "^0.1.0" },
      missing: ["@langchain/core ^1.4.0 (installed 0.3.80)"],
    },
    {
      name: "installed as declared: checkable",
      installed: { "@langchain/core": "1.4.2", "@langchain/mcp-adapters": "1.1.4" },
      original: { "@langchain/core": "^1.1.0", "@langchain/mcp-adapters": "1.1.4" },
      migrated: { "@langchain/core": "^1.4.0", "langchain-mcp-bridge": "^0.1.0" },
      missing: [],
    },
    {
      name: "a dependency the migration adds may be missing (its imports then fail loudly)",
      installed: { "@langchain/core": "1.4.2", "@langchain/mcp-adapters": "1.1.4" },
      original: { "@langchain/core": "^1.1.0", "@langchain/mcp-adapters": "1.1.4" },
      migrated: { "@langchain/core": "^1.4.0", "@langchain/langgraph": "^1.7.3" },
      missing: [],
    },
    {
      name: "nothing installed at all: cannot check",
      installed: {},
      original: { "@langchain/mcp-adapters": "1.1.4", express: "^5.0.0" },
      migrated: { "langchain-mcp-bridge": "^0.1.0", express: "^5.0.0" },
      missing: ["@langchain/mcp-adapters (not installed)", "express (not installed)"],
    },
    {
      name: "a workspace or tag range is not compared",
      installed: { "@langchain/mcp-adapters": "1.1.4" },
      original: { "@langchain/core": "workspace:*", "@langchain/mcp-adapters": "1.1.4" },
      migrated: { "@langchain/core": "workspace:*", langchain: "latest" },
      missing: [],
    },
  ];
  for (const row of rows) {
    it(row.name, () => {
      const dir = installed(row.installed);
      expect(notInstalledAsDeclared(pkg(row.migrated), dir, pkg(row.original))).toEqual(
        row.missing,
      );
    });
  }
});
