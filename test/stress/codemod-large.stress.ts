// Heavy codemod inputs: a file with 10,000 imports that also imports the old package.
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  OLD,
  assertBuilt,
  cleanup,
  codemod,
  syntaxErrors,
  tree,
} from "../codemod-reliability/helpers.js";

beforeAll(assertBuilt);
afterAll(cleanup);

describe("large inputs", () => {
  it("a file with 10,000 imports is migrated, parses, and keeps every other import", async () => {
    const imports = Array.from({ length: 10_000 }, (_, i) => `import { x${i} } from "./mod${i}";`);
    const text = [
      `import { MultiServerMCPClient } from "${OLD}";`,
      ...imports,
      "const client = new MultiServerMCPClient({ mcpServers: {} });",
      "export const tools = await client.getTools();",
      "",
    ].join("\n");
    const dir = tree({ "src/imports.ts": text });
    const r = await codemod(["src"], dir, { timeout: 280_000 });
    console.info(`[stress] 10,000 imports: ${r.ms} ms, exit ${r.code}`);
    expect(r.signal).toBeNull();
    expect(r.code).toBe(0);
    const out = readFileSync(path.join(dir, "src/imports.ts"), "utf8");
    expect(out).toContain("langchain-mcp-bridge");
    expect(out).not.toContain(OLD);
    for (const line of imports) expect(out).toContain(line);
    expect(syntaxErrors("imports.ts", out)).toEqual([]);
  }, 300_000);
});
