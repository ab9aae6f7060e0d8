// A legacy pushed question held across the pause, across processes: a resume in another process
// (SQLite checkpoints) finds no hold and replays the call; the paused process, its adapter
// closed with the hold pending, ends by itself (no handle left open). Slow tier: two children.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { legacyBookKey } from "../elicitation/harness.js";
import { startLegacyElicitationHttp, type LegacyRecord } from "../elicitation/servers/legacy.js";

const dir = mkdtempSync(join(tmpdir(), "held-process-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("a legacy pushed question held across the pause, across processes", () => {
  it("a resume in another process replays; the paused process, once closed, ends by itself", async () => {
    const record: LegacyRecord = { calls: 0, pushed: [] };
    const http = await startLegacyElicitationHttp(record);
    const { url } = http;
    const db = join(dir, "checkpoints.sqlite");
    const asked = await runProcess(["ask", url!.href, db, "p1"]);
    expect(asked.code).toBe(0);
    const paused = asked.lines.find((l) => l.type === "paused")!;
    expect(paused.held).toBe(1);
    expect(asked.lines.find((l) => l.type === "closed")!.held).toBe(0);
    expect(asked.ms).toBeLessThan(20_000);
    const [request] = paused.requests as Array<{ key: string }>;
    expect(request.key).toBe(legacyBookKey(5));
    const answered = await runProcess(["answer", url!.href, db, "p1", request.key]);
    expect(answered.lines.find((l) => l.type === "reply")!.content).toBe("book 5: 2027-05-06");
    expect(record.calls).toBe(2);
    expect(record.pushed.at(-1)?.action).toBe("accept");
    await http.close();
  }, 60_000);
});

/** Runs heldProcess.ts to its end (killed after 30 s): exit code, JSON lines, duration. */
async function runProcess(args: string[]) {
  const script = fileURLToPath(new URL("./heldProcess.ts", import.meta.url));
  const started = Date.now();
  const child = spawn(process.execPath, ["--import", "tsx", script, ...args], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const killer = setTimeout(() => child.kill("SIGKILL"), 30_000);
  let out = "";
  child.stdout.on("data", (chunk: Buffer) => (out += chunk));
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  clearTimeout(killer);
  const lines = out
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { code, lines, ms: Date.now() - started };
}
