// What the engine spends per matched file, stage by stage, in one thread: jscodeshift parse
// (recast + Babel), all migrations, print, and the safety re-parse of the output (a full
// recast parse against the Babel-only check the engine uses), then `transformFile` whole.
// CPU time (process.cpuUsage), so other load on the machine matters less than for wall time.
// Usage: node --import tsx bench/codemod/engine-micro.ts <corpus dir> [--files N] [--rounds N]
//   (transforms from dist/transforms or MCP_MIGRATE_TRANSFORMS_DIR; build first)
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import jscodeshift from "jscodeshift";
import {
  appliesTo,
  createSourceContext,
  factsOfMigration,
  mentionsOldModule,
  type SourceMigration,
} from "../../src/codemod/migration.js";
import { FileMemo } from "../../src/codemod/file-memo.js";
import { loadMigrations } from "../../src/engine/migrations.js";
import { assertParses, parserForFile } from "../../src/engine/parse.js";
import { transformFile } from "../../src/engine/transform-file.js";

const dir = process.argv[2];
if (!dir) throw new Error("usage: engine-micro.ts <corpus dir> [--files N] [--rounds N]");
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const listed = execFileSync("git", ["ls-files", "--others", "--cached", "--exclude-standard"], {
  cwd: dir,
  encoding: "utf8",
})
  .split("\n")
  .filter((f) => /\.[cm]?[jt]sx?$/.test(f));
const files = listed
  .map((f) => ({ path: f, text: readFileSync(join(dir, f), "utf8") }))
  .filter((f) => mentionsOldModule(f.text))
  .slice(0, arg("files", 60));
const rounds = arg("rounds", 3);
const migrations = loadMigrations().filter((m): m is SourceMigration => m.kind === "source");

const totals = new Map<string, number>();
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
function stage<T>(label: string, fn: () => T): T {
  const t0 = cpu();
  const r = fn();
  totals.set(label, (totals.get(label) ?? 0) + cpu() - t0);
  return r;
}
async function stageAsync<T>(label: string, fn: () => Promise<T>): Promise<T> {
  const t0 = cpu();
  const r = await fn();
  totals.set(label, (totals.get(label) ?? 0) + cpu() - t0);
  return r;
}

for (let round = 0; round < rounds + 1; round++) {
  if (round === 1) totals.clear(); // round 0 warms up
  for (const f of files) {
    const j = jscodeshift.withParser(parserForFile(f.path));
    const root = stage("parse (jscodeshift: recast + Babel, tokens)", () => j(f.text));
    const memo = new FileMemo();
    const options = { targetModule: "langchain-mcp-bridge", adoptPrefixes: false };
    stage("migrations (all, in order)", () => {
      for (const m of migrations) {
        if (!appliesTo(m, f.text)) continue;
        const ctx = createSourceContext(
          j,
          root,
          { path: f.path, source: f.text },
          options,
          () => {},
          memo,
          factsOfMigration(m),
        );
        m.run(ctx);
        if (ctx.isChanged()) memo.treeChanged();
      }
    });
    const out = stage("print (toSource)", () => root.toSource());
    stage("re-parse check, full recast parse (before)", () => j(out));
    stage("re-parse check, Babel only, no tokens (now)", () => assertParses(f.path, out));
  }
  for (const f of files) {
    await stageAsync("transformFile whole (engine)", () => transformFile(f.path, f.text));
  }
}
process.stdout.write(`${files.length} matched files x ${rounds} rounds, CPU ms per file\n`);
for (const [label, ms] of totals)
  process.stdout.write(`${label.padEnd(52)} ${(ms / files.length / rounds).toFixed(2)}\n`);
