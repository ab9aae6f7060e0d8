// The codemod table: for each corpus, the jscodeshift baseline, the text-scan floor, this
// codemod, this codemod on the matched files alone, and its start-up with nothing to change.
import { readFileSync, rmSync } from "node:fs";
import { CORPUS, REPO } from "../paths.js";
import { type RunResult, runMeasured } from "../proc.js";
import { fmt, mb, median, table } from "../stats.js";
import type { Section } from "../runtime/index.js";
import { generateCorpus } from "./generate-corpus.js";

export interface CodemodOptions {
  smoke: boolean;
  reps?: number;
}

interface Measured {
  corpus: string;
  tool: string;
  files: number;
  wallMs: number;
  cpuMs?: number;
  peakMb: number;
  runs: number;
  note?: string;
}

type Tool =
  | "jscodeshift"
  | "floor"
  | "ours"
  | "ours (--no-type-check)"
  | "ours (matched only)"
  | "ours (start-up)";

const JSCODESHIFT = `${REPO}node_modules/jscodeshift/bin/jscodeshift.js`;

function command(tool: Tool, dir: string, report: string): [string, string[]] {
  switch (tool) {
    case "jscodeshift":
      // Defaults otherwise (one worker on 2 cores); --no-babel since the transform is plain CommonJS.
      return [
        process.execPath,
        [
          JSCODESHIFT,
          "--dry",
          "--silent",
          "--no-babel",
          "--parser=tsx",
          "--extensions=ts,tsx",
          "-t",
          `${REPO}bench/codemod/rename-transform.cjs`,
          dir,
        ],
      ];
    case "floor":
      return [process.execPath, [`${REPO}bench/codemod/text-scan.cjs`, dir]];
    default:
      return [
        process.execPath,
        [
          `${REPO}bin/codemod.cjs`,
          dir,
          "--dry",
          "--no-color",
          "--json",
          report,
          // The safety net's cost: the same run without it.
          ...(tool === "ours (--no-type-check)" ? ["--no-type-check"] : []),
        ],
      ];
  }
}

interface OursReport {
  summary: { scanned: number; changed: number; failed: number };
}

/** Runs `tool` `reps` times; median wall time, highest peak. Failures are collected, not thrown. */
async function measure(
  tool: Tool,
  corpus: string,
  dir: string,
  files: number,
  reps: number,
  failures: string[],
): Promise<Measured> {
  const report = `${CORPUS}report-${corpus}-${tool.replace(/\W+/g, "-")}.json`;
  const runs: RunResult[] = [];
  let note: string | undefined;
  for (let i = 0; i < reps; i++) {
    rmSync(report, { force: true });
    const [cmd, args] = command(tool, dir, report);
    const r = await runMeasured(cmd, args, { cwd: REPO });
    if (r.code !== 0) {
      failures.push(
        `${corpus} ${tool}: exit ${r.code}: ${(r.stderr || r.stdout).trim().split("\n").slice(-3).join(" | ")}`,
      );
      break;
    }
    runs.push(r);
    if (tool.startsWith("ours")) {
      const s = (JSON.parse(readFileSync(report, "utf8")) as OursReport).summary;
      if (s.failed) failures.push(`${corpus} ${tool}: ${s.failed} file(s) failed`);
      note = `${s.changed} changed / ${s.scanned} scanned`;
    } else if (tool === "floor") {
      note = `${(JSON.parse(r.stdout) as { matched: number }).matched} matched`;
    }
  }
  return {
    corpus,
    tool,
    files,
    wallMs: median(runs.map((r) => r.wallMs)),
    cpuMs: runs.every((r) => r.cpuMs !== undefined) ? median(runs.map((r) => r.cpuMs!)) : undefined,
    peakMb: mb(Math.max(0, ...runs.map((r) => r.peakRss))),
    runs: runs.length,
    note,
  };
}

interface CorpusSpec {
  name: string;
  files: number;
  share: number;
}

export async function runCodemod(opts: CodemodOptions): Promise<Section> {
  const failures: string[] = [];
  const corpora: CorpusSpec[] = opts.smoke
    ? [{ name: "n100-10pct", files: 100, share: 0.1 }]
    : [
        { name: "n2000-10pct", files: 2000, share: 0.1 },
        { name: "n10000-1pct", files: 10000, share: 0.01 },
      ];
  const reps = opts.reps ?? (opts.smoke ? 1 : 3);
  const all: Measured[] = [];
  const users = new Map<string, number>();
  for (const c of corpora) {
    const dir = `${CORPUS}${c.name}`;
    const matchedDir = `${dir}-matched`;
    const corpus = generateCorpus({
      files: c.files,
      share: c.share,
      out: dir,
      matchedOut: matchedDir,
    });
    users.set(c.name, corpus.users.length);
    const run = async (tool: Tool, d: string, files: number, n: number) => {
      process.stderr.write(`  codemod: ${c.name} ${tool}\n`);
      all.push(await measure(tool, c.name, d, files, n, failures));
    };
    // The baseline is slow and steady: one run is enough outside the smoke mode too.
    await run("jscodeshift", dir, c.files, 1);
    await run("floor", dir, c.files, reps);
    await run("ours", dir, c.files, reps);
    await run("ours (--no-type-check)", dir, c.files, reps);
    await run("ours (matched only)", matchedDir, corpus.users.length, reps);
  }
  const idle = `${CORPUS}nothing-to-change`;
  generateCorpus({ files: 20, share: 0, out: idle });
  all.push(
    await measure(
      "ours (start-up)",
      "20 files, none to change",
      idle,
      20,
      opts.smoke ? 1 : 5,
      failures,
    ),
  );
  return { text: render(all, corpora, users), failures };
}

function render(all: Measured[], corpora: CorpusSpec[], users: Map<string, number>): string {
  const find = (corpus: string, tool: Tool) =>
    all.find((m) => m.corpus === corpus && m.tool === tool && m.runs > 0);
  const rows = all.map((m) => {
    const base = find(m.corpus, "jscodeshift");
    const floor = find(m.corpus, "floor");
    return [
      m.corpus,
      m.tool,
      String(m.files),
      m.runs ? fmt(m.wallMs / 1000, 2) : "FAILED",
      m.runs ? fmt((m.files / m.wallMs) * 1000, 0) : "-",
      m.runs ? fmt(m.cpuMs && m.cpuMs / 1000, 2) : "-",
      fmt(m.peakMb, 0),
      base && m.runs ? fmt(base.wallMs / m.wallMs) + "x" : "-",
      base?.cpuMs && m.cpuMs ? fmt(base.cpuMs / m.cpuMs) + "x" : "-",
      floor && m.runs ? fmt(m.wallMs / floor.wallMs) + "x" : "-",
      m.note ?? "",
    ];
  });
  const verdict = (ok: boolean | undefined) =>
    ok === undefined ? "n/a (not measured)" : ok ? "MET" : "MISSED";
  const lines: string[] = [];
  const small = corpora[0];
  const large = corpora[corpora.length - 1];
  const speedup = (c: CorpusSpec) => {
    const base = find(c.name, "jscodeshift");
    const ours = find(c.name, "ours");
    return base && ours ? base.wallMs / ours.wallMs : undefined;
  };
  const cpuSpeedup = (c: CorpusSpec) => {
    const base = find(c.name, "jscodeshift");
    const ours = find(c.name, "ours");
    return base?.cpuMs && ours?.cpuMs ? ` (CPU time: ${fmt(base.cpuMs / ours.cpuMs)}x)` : "";
  };
  const s1 = speedup(small);
  lines.push(
    `${small.name} (${users.get(small.name)} users): ours ${fmt(s1)}x the jscodeshift baseline (target >= 5x) ${verdict(s1 === undefined ? undefined : s1 >= 5)}${cpuSpeedup(small)}`,
  );
  if (large !== small) {
    const s2 = speedup(large);
    lines.push(
      `${large.name} (${users.get(large.name)} users): ours ${fmt(s2)}x the jscodeshift baseline (target >= 20x) ${verdict(s2 === undefined ? undefined : s2 >= 20)}${cpuSpeedup(large)}`,
    );
    const floor = find(large.name, "floor");
    const matched = find(large.name, "ours (matched only)");
    const ours = find(large.name, "ours");
    const bound = floor && matched ? 3 * (floor.wallMs + matched.wallMs) : undefined;
    lines.push(
      `${large.name}: ours ${fmt(ours && ours.wallMs / 1000)} s vs 3 x (floor ${fmt(floor && floor.wallMs / 1000)} s + matched files alone ${fmt(matched && matched.wallMs / 1000)} s) = ${fmt(bound && bound / 1000)} s ${verdict(bound === undefined || !ours ? undefined : ours.wallMs <= bound)}`,
    );
  }
  const oursLarge = find(large.name, "ours");
  lines.push(
    `${large.name}: peak memory of ours' process tree ${fmt(oursLarge?.peakMb, 0)} MB (target < 500 MB) ${verdict(oursLarge ? oursLarge.peakMb < 500 : undefined)}`,
  );
  const start = all.find((m) => m.tool === "ours (start-up)" && m.runs > 0);
  lines.push(
    `start-up with nothing to change: ${fmt(start && start.wallMs / 1000)} s (target < 1 s) ${verdict(start ? start.wallMs < 1000 : undefined)}`,
  );
  return [
    "## Codemod: wall time, files/s, peak memory of the process tree (dry runs)",
    ...(large === small
      ? ["", "(smoke sizes: the ratios below are not measured at the targets' sizes)"]
      : []),
    "",
    table(
      [
        "corpus",
        "tool",
        "files",
        "wall s",
        "files/s",
        "CPU s",
        "peak MB",
        "vs jscodeshift",
        "vs jscodeshift (CPU)",
        "vs floor",
        "notes",
      ],
      rows,
    ),
    "",
    "Targets (issue 8):",
    ...lines.map((l) => `- ${l}`),
  ].join("\n");
}
