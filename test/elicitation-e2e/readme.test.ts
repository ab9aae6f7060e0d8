// The README's elicitation section, run exactly as written: every ```ts block between the
// elicitation markers, executed from the repository root with `langchain-mcp-bridge` (and
// `/elicitation`) resolved to this checkout's source through tsconfig `paths`.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT, sourceTsconfig, tsBlocks } from "../doc-blocks.js";
import { startOAuthServers, type OAuthTestServers } from "../auth/servers.js";

const scratch = mkdtempSync(join(ROOT, "test", "elicitation-e2e", ".readme-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const blocks = () => tsBlocks("README.md", "elicitation");
const tsconfig = sourceTsconfig(scratch);

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs block `index`; `onStderr` sees stderr as it arrives (the person at the terminal). */
function run(
  index: number,
  env: Record<string, string> = {},
  onStderr?: (text: string) => void,
): Promise<Run> {
  const script = join(scratch, `block-${index}.mts`);
  writeFileSync(script, blocks()[index]);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", script], {
      cwd: ROOT,
      env: { ...process.env, ...env, TSX_TSCONFIG_PATH: tsconfig },
    });
    let stdout = "";
    let stderr = "";
    const timer = setTimeout(() => child.kill(), 60_000);
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
      onStderr?.(stderr);
    });
    child.on("error", reject);
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

describe("README: elicitation, human in the loop, OAuth", () => {
  it("has the three blocks", () => {
    expect(blocks()).toHaveLength(3);
  });

  it("elicitation: pauses, answers, and the server gets the answer", async () => {
    const { code, stdout, stderr } = await run(0);
    expect(stderr).not.toMatch(/Error/);
    expect(code).toBe(0);
    expect(stdout.trim().split("\n")).toEqual([
      "booking/book asks: Which date for 4?",
      "book 4: 2026-09-14",
    ]);
  }, 60_000);

  it("human in the loop: only the destructive call waits, then runs once approved", async () => {
    const { code, stdout } = await run(1);
    expect(code).toBe(0);
    expect(stdout.trim().split("\n")).toEqual([
      "waiting for approval: delete_item",
      "add -> 3",
      "delete_item -> deleted 42",
    ]);
  }, 60_000);

  describe("OAuth", () => {
    let servers: OAuthTestServers;
    const cache = join(scratch, "cache");
    beforeAll(async () => {
      servers = await startOAuthServers({ expiresIn: 3600 });
    });
    afterAll(() => servers?.close());

    /** The person's browser: follows the printed URL to the loopback redirect, once. */
    const browser = () => {
      let opened = false;
      return (stderr: string) => {
        const url = /opening this URL in a browser:\s+(\S+)/.exec(stderr)?.[1];
        if (!url || opened) return;
        opened = true;
        void (async () => {
          const consent = await fetch(url, { redirect: "manual" });
          await fetch(consent.headers.get("location")!);
        })();
      };
    };
    const env = (dir = cache) => ({ MCP_URL: servers.mcpUrl.href, XDG_CACHE_HOME: dir, CI: "1" });

    it("first run: logs in through the printed URL; second run: reuses the stored token", async () => {
      const first = await run(2, env(), browser());
      expect(first.code).toBe(0);
      expect(first.stderr).toContain("opening this URL in a browser");
      expect(first.stdout.trim().split("\n")).toEqual(["whoami", "authorized"]);
      expect(servers.record.authorizations).toBe(1);

      const second = await run(2, env());
      expect(second.code).toBe(0);
      expect(second.stderr).not.toContain("opening this URL");
      expect(second.stdout.trim().split("\n")).toEqual(["whoami", "authorized"]);
      expect(servers.record.authorizations).toBe(1);
      expect(servers.record.refreshes).toBe(0);
    }, 90_000);

    it("after the access token expires, the next run refreshes it: no browser", async () => {
      servers.config.expiresIn = 1;
      const dir = join(scratch, "cache-expiring");
      const login = await run(2, env(dir), browser());
      expect(login.code).toBe(0);
      expect(login.stdout.trim().split("\n")).toEqual(["whoami", "authorized"]);
      const logins = servers.record.authorizations;
      const refreshes = servers.record.refreshes;
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      const later = await run(2, env(dir));
      expect(later.code).toBe(0);
      expect(later.stderr).not.toContain("opening this URL");
      expect(later.stdout.trim().split("\n")).toEqual(["whoami", "authorized"]);
      expect(servers.record.authorizations).toBe(logins);
      expect(servers.record.refreshes).toBeGreaterThan(refreshes);
    }, 90_000);
  });
});
