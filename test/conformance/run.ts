// `npm run test:conformance`: every client scenario of the official MCP conformance suite, for
// both requirement sets, against test/conformance/client.ts. The suite's CLI needs Node 22: it
// runs on the pinned `node22` of test/conformance/tools (a package of its own, installed from its
// lockfile by the npm script, so that Node 22 never shadows the project's Node 20 in npm
// scripts), with loopback.mjs preloaded so its scenario
// servers listen on 127.0.0.1 only. Known failures are listed per set in expected-failures/
// (each explained in docs/conformance.md); the CLI fails a run on any other failure and on a
// listed scenario that passes.
//
//   npm run test:conformance                       every set
//   npm run test:conformance -- 2026-07-28         one set
//   npm run test:conformance -- 2026-07-28 http-custom-headers    one scenario
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const here = join(root, "test/conformance");
const tools = join(here, "tools/node_modules");
const node22 = join(tools, "node22/bin/node");
const CLIENT = "node --import tsx test/conformance/client.ts";
const PARALLEL = 2;

interface RequirementSet {
  /** The spec revision whose client scenarios are run. */
  revision: string;
  /** The suite's package (an npm alias of `@modelcontextprotocol/conformance`). */
  cli: string;
  /** `--spec-version` for the scenarios of the set itself (extensions run unversioned). */
  specVersion?: string;
  scenarios(): Scenario[];
}

interface Scenario {
  name: string;
  specVersion?: string;
  /** The suite's package that runs this scenario, when not the set's own (see NEWER_SUITE). */
  cli?: string;
}

/**
 * Scenarios of the 2025-11-25 set run from the newer suite's package, each because the pinned
 * 0.1.16 version of the scenario is wrong and the newer one fixes it (docs/conformance.md).
 * `auth/2025-03-26-oauth-metadata-backcompat`: 0.1.16 serves the authorization-server metadata
 * at the root but names the issuer `<origin>/oauth`, which RFC 8414 §3.3 forbids (the SDK's
 * issuer check refuses it, and stays on); 0.2.0-alpha.12 names the origin.
 */
const NEWER_SUITE: Record<string, string> = {
  "auth/2025-03-26-oauth-metadata-backcompat": "conformance-2026",
};

interface Outcome {
  revision: string;
  scenario: string;
  /** "passed" | "failed" (not listed) | "expected failure" | "stale" (listed, but it passed). */
  result: string;
  checks: string;
}

function cli(set: RequirementSet, args: string[]): { status: number | null; stdout: string } {
  const run = spawnSync(node22, [join(tools, set.cli, "dist/index.js"), ...args], {
    cwd: root,
    encoding: "utf8",
  });
  return { status: run.status, stdout: run.stdout + run.stderr };
}

/** The `- name` lines of one section of a `list` output. */
function listed(output: string, section: RegExp, until?: RegExp): string[] {
  const lines = output.split("\n");
  const start = lines.findIndex((line) => section.test(line));
  if (start < 0) return [];
  const names: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (until?.test(line)) break;
    const match = /^\s+- (\S+)(?:\s+\[(.*)\])?/.exec(line);
    if (match) names.push(match[1]);
    else if (line.trim() !== "" && !/^\s/.test(line)) break;
  }
  return names;
}

const SETS: RequirementSet[] = [
  {
    revision: "2025-11-25",
    cli: "conformance-2025",
    scenarios() {
      // 0.1.16 has no frozen requirement sets: every client scenario it knows.
      const out = cli(this, ["list", "--client"]).stdout;
      return listed(out, /^Client scenarios/).map((name) => ({ name, cli: NEWER_SUITE[name] }));
    },
  },
  {
    revision: "2026-07-28",
    cli: "conformance-2026",
    scenarios() {
      const out = cli(this, ["list", "--requirements", "2026-07-28"]).stdout;
      const required = listed(out, /^Client scenarios/, /^Run and reported/).map((name) => ({
        name,
        specVersion: "2026-07-28",
      }));
      // Reported but not scored by the frozen set: the auth extensions and the client
      // scenarios added after the release.
      const extra = out
        .split("\n")
        .map((line) => /^\s+- (\S+) \[client\]/.exec(line)?.[1])
        .filter((name): name is string => name !== undefined)
        .map((name) => ({
          name,
          specVersion: name.startsWith("auth/") ? undefined : "2026-07-28",
        }));
      return [...required, ...extra];
    },
  },
];

/** The scenarios a set's expected-failures file lists. */
function expectedFailures(set: RequirementSet): Set<string> {
  const text = readFileSync(join(here, "expected-failures", `${set.revision}.yml`), "utf8");
  return new Set([...text.matchAll(/^\s+-\s+(\S+)/gm)].map((match) => match[1]));
}

function runScenario(set: RequirementSet, scenario: Scenario, outDir: string): Promise<Outcome> {
  const args = [
    "--import",
    join(root, "test/servers/loopback.mjs"),
    join(tools, scenario.cli ?? set.cli, "dist/index.js"),
    "client",
    "--command",
    CLIENT,
    "--scenario",
    scenario.name,
    "--expected-failures",
    join(here, "expected-failures", `${set.revision}.yml`),
    "-o",
    outDir,
    ...(scenario.specVersion ? ["--spec-version", scenario.specVersion] : []),
  ];
  return new Promise((done) => {
    const child = spawn(node22, args, { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk));
    child.on("close", (code) => {
      const checks = /Passed: (\d+\/\d+)/.exec(output)?.[1] ?? "?";
      // The CLI's verdict: exit 0 when the outcome matches the baseline, 1 for a failure not
      // listed and for a listed scenario that passed (a stale entry).
      const listed = expectedFailures(set).has(scenario.name);
      const result =
        code === 0 ? (listed ? "expected failure" : "passed") : listed ? "stale" : "failed";
      if (code !== 0) console.log(output.split("\n").slice(-40).join("\n"));
      done({ revision: set.revision, scenario: scenario.name, result, checks });
    });
  });
}

async function main(): Promise<void> {
  const [onlyRevision, onlyScenario] = process.argv.slice(2);
  const results = join(root, "node_modules/.cache/conformance");
  mkdirSync(results, { recursive: true });
  const outcomes: Outcome[] = [];
  for (const set of SETS) {
    if (onlyRevision && set.revision !== onlyRevision) continue;
    const queue = set.scenarios().filter((s) => !onlyScenario || s.name === onlyScenario);
    if (queue.length === 0) throw new Error(`no client scenarios listed for ${set.revision}`);
    const workers = Array.from({ length: PARALLEL }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const outcome = await runScenario(set, next, join(results, set.revision));
        console.log(
          `${outcome.revision}  ${outcome.scenario}: ${outcome.result} (${outcome.checks})`,
        );
        outcomes.push(outcome);
      }
    });
    await Promise.all(workers);
  }
  writeFileSync(join(results, "outcomes.json"), JSON.stringify(outcomes, null, 2));
  const bad = outcomes.filter((o) => o.result === "failed" || o.result === "stale");
  const expected = outcomes.filter((o) => o.result === "expected failure").length;
  console.log(
    `\nconformance: ${outcomes.length - bad.length - expected} passed, ${expected} expected failures`,
  );
  for (const o of bad) console.log(`  ${o.result}: ${o.revision} ${o.scenario}`);
  console.log(`${outcomes.length - bad.length} passed, ${bad.length} failed`);
  process.exitCode = bad.length === 0 ? 0 : 1;
}

await main();
