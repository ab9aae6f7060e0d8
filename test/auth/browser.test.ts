// The browser is opened only for a person at a terminal, never in CI, and only with an opener
// that exists. A real executable stands in for the opener here and records what it was given.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { chmod, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { canOpenBrowser, openInBrowser } from "../../runtime/src/auth/browser.js";

let dir: string;
let saved: { path?: string; ci?: string; tty: boolean | undefined };

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "mcp-opener-"));
  // `xdg-open` (Linux) and `open` (macOS) that write their argument to a file.
  for (const name of ["xdg-open", "open"]) {
    const script = join(dir, name);
    await writeFile(script, `#!/bin/sh\nprintf '%s' "$1" > "${join(dir, "opened.txt")}"\n`);
    await chmod(script, 0o755);
  }
  saved = { path: process.env.PATH, ci: process.env.CI, tty: process.stdout.isTTY };
  process.env.PATH = `${dir}:${saved.path ?? ""}`;
  delete process.env.CI;
});
afterEach(async () => {
  process.env.PATH = saved.path;
  if (saved.ci === undefined) delete process.env.CI;
  else process.env.CI = saved.ci;
  (process.stdout as { isTTY?: boolean }).isTTY = saved.tty;
  await rm(dir, { recursive: true, force: true });
});

async function opened(): Promise<string | undefined> {
  for (let i = 0; i < 40; i++) {
    try {
      return await readFile(join(dir, "opened.txt"), "utf8");
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return undefined;
}

describe("opening the authorization URL", () => {
  const url = "http://127.0.0.1:9/authorize?client_id=c&state=s";

  it("opens it for a person at a terminal", async () => {
    (process.stdout as { isTTY?: boolean }).isTTY = true;
    expect(canOpenBrowser()).toBe(true);
    expect(openInBrowser(url)).toBe(true);
    expect(await opened()).toBe(url);
  });

  it("never opens it in CI", () => {
    (process.stdout as { isTTY?: boolean }).isTTY = true;
    process.env.CI = "true";
    expect(canOpenBrowser()).toBe(false);
    expect(openInBrowser(url)).toBe(false);
  });

  it("never opens it without a terminal", () => {
    (process.stdout as { isTTY?: boolean }).isTTY = false;
    expect(openInBrowser(url)).toBe(false);
  });
});
