/**
 * The pre-pass that learns, once per run and in the main thread, what the dependencies of the
 * migrated package.json files accept: every release of each LangChain package (and of each
 * installed package that peers on @langchain/core) from the registry, and the copy a `file:`
 * or `link:` range points at. `package-json` reads the facts; it never does I/O itself.
 *
 * The registry is asked through `npm view`, in the package's folder (its .npmrc applies), with a
 * timeout and a budget for the whole run; offline, after a failure, or with
 * `MCP_MIGRATE_OFFLINE=1`, the built-in table (`langchain-releases.ts`) answers instead.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { OLD_MODULES, type PrePass } from "../../src/codemod/migration.js";
import { isLangChain, type PackageFact, type Release } from "./dependency-set.js";

/** The packages the migration moves to 1.x; a release must accept their new ranges. */
export const MOVED_PACKAGES = [
  "@langchain/core",
  "@langchain/langgraph",
  "@langchain/langgraph-checkpoint",
] as const;

export interface DependencyFacts {
  /** By package name (run-wide): what its releases accept. */
  packages: Record<string, PackageFact>;
  /** Why the registry was not (fully) asked, when it was not. */
  offline?: string;
}

const SECTIONS = ["dependencies", "devDependencies", "peerDependencies", "optionalDependencies"];
const LOOKUP_TIMEOUT_MS = 15_000;
const RUN_BUDGET_MS = 45_000;

export const dependencyFacts: PrePass<DependencyFacts> = {
  name: "package-json/dependency-facts",
  run(files, read) {
    const facts: DependencyFacts = { packages: {} };
    const lookups = new Map<string, string>();
    for (const file of files) {
      if (path.basename(file) !== "package.json") continue;
      const text = read(file);
      if (!OLD_MODULES.some((m) => text.includes(m))) continue;
      let json: any;
      try {
        json = JSON.parse(text);
      } catch {
        continue;
      }
      const dir = path.dirname(file);
      for (const section of SECTIONS) {
        for (const [name, range] of Object.entries<unknown>(json?.[section] ?? {})) {
          if (typeof range !== "string" || skipped(name)) continue;
          const local = localCopy(dir, name, range);
          if (local && /^(file|link):/.test(range)) {
            facts.packages[name] ??= { source: "local", releases: [local] };
            continue;
          }
          if (isLangChain(name) || (local && constrains(local))) {
            if (!lookups.has(name)) lookups.set(name, dir);
            if (local && !isLangChain(name))
              facts.packages[name] ??= { source: "local", releases: [local] };
          }
        }
      }
    }
    if (process.env.MCP_MIGRATE_OFFLINE === "1") {
      if (lookups.size) facts.offline = "MCP_MIGRATE_OFFLINE=1";
      return facts;
    }
    const answers = registryLookups([...lookups]);
    for (const [name, answer] of Object.entries(answers)) {
      if (answer === "absent") continue;
      if (typeof answer === "string") facts.offline ??= answer;
      else facts.packages[name] = { source: "registry", releases: answer };
    }
    return facts;
  },
};

function skipped(name: string): boolean {
  return (
    (MOVED_PACKAGES as readonly string[]).includes(name) ||
    (OLD_MODULES as readonly string[]).includes(name) ||
    // package-json raises these itself (langchain: to the range its generated code needs).
    name === "zod" ||
    name === "langchain" ||
    name === "langchain-mcp-bridge"
  );
}

/** Does a release constrain a moved package at all? (Most dependencies do not: not asked.) */
function constrains(r: Release): boolean {
  return Object.keys(r.peers).length > 0;
}

/** The copy a `file:`/`link:` range names, else the installed one (node_modules, upwards). */
function localCopy(dir: string, name: string, range: string): Release | undefined {
  const linked = /^(file|link):(.+)$/.exec(range);
  const candidates = linked
    ? [path.resolve(dir, linked[2], "package.json")]
    : ancestors(dir).map((d) => path.join(d, "node_modules", name, "package.json"));
  for (const file of candidates) {
    if (!existsSync(file)) continue;
    try {
      return releaseOf(JSON.parse(readFileSync(file, "utf8")));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

function ancestors(dir: string): string[] {
  const out = [dir];
  while (path.dirname(out.at(-1)!) !== out.at(-1)) out.push(path.dirname(out.at(-1)!));
  return out;
}

/** A manifest reduced to its ranges on the moved packages (peer ranges win over dependencies). */
function releaseOf(manifest: any): Release {
  const peers: Record<string, string> = {};
  for (const field of ["dependencies", "peerDependencies"])
    for (const name of MOVED_PACKAGES) {
      const range = manifest?.[field]?.[name];
      if (typeof range === "string") peers[name] = range;
    }
  return { version: String(manifest?.version ?? "0.0.0"), peers };
}

/**
 * One child process asks the registry for every package at once (`npm view`, a few at a time,
 * each in its package's folder so its .npmrc applies): the pre-pass contract is synchronous,
 * and one look-up after the other cost seconds per dependency.
 */
const LOOKUP_SCRIPT = `
const { execFile } = require("node:child_process");
const [jobs, timeout, npm] = JSON.parse(process.argv[1]);
const out = {};
let next = 0;
const one = () => {
  const job = jobs[next++];
  if (!job) return Promise.resolve();
  const [name, dir] = job;
  return new Promise((resolve) => {
    execFile(npm, ["view", name + "@>=0.0.0", "name", "version", "peerDependencies", "dependencies", "--json"],
      { cwd: dir, timeout, maxBuffer: 1 << 26, shell: process.platform === "win32",
        env: { ...process.env, npm_config_update_notifier: "false", npm_config_fetch_retries: "1" } },
      (error, stdout, stderr) => {
        out[name] = error ? { error: String(stdout) + String(stderr), killed: Boolean(error.killed) } : { stdout };
        resolve();
      });
  }).then(one);
};
Promise.all([one(), one(), one(), one()]).then(() => process.stdout.write(JSON.stringify(out)));
`;

type Answer = Release[] | "absent" | string;

/**
 * Every release of each package from the registry; "absent" when the registry has no such
 * package (a private or linked one), or why the registry could not answer.
 */
function registryLookups(jobs: [name: string, dir: string][]): Record<string, Answer> {
  if (!jobs.length) return {};
  let raw: Record<string, { stdout?: string; error?: string; killed?: boolean }>;
  try {
    raw = JSON.parse(
      execFileSync(
        process.execPath,
        ["-e", LOOKUP_SCRIPT, JSON.stringify([jobs, LOOKUP_TIMEOUT_MS, "npm"])],
        {
          encoding: "utf8",
          timeout: RUN_BUDGET_MS,
          stdio: ["ignore", "pipe", "pipe"],
          maxBuffer: 1 << 28,
        },
      ),
    );
  } catch (e: any) {
    const why = e?.code === "ETIMEDOUT" ? "took longer than their budget" : "failed";
    return Object.fromEntries(jobs.map(([name]) => [name, `the registry look-ups ${why}`]));
  }
  const answers: Record<string, Answer> = {};
  for (const [name] of jobs) {
    const r = raw[name];
    if (r?.stdout === undefined) {
      const text = r?.error ?? "";
      answers[name] = /E404|404 Not Found/.test(text)
        ? "absent"
        : `npm view ${name} failed (${r?.killed ? "timed out" : (/npm error code (\S+)/.exec(text)?.[1] ?? "no answer")})`;
      continue;
    }
    let json: unknown;
    try {
      json = JSON.parse(r.stdout);
    } catch {
      answers[name] = `npm view ${name} gave no JSON`;
      continue;
    }
    // `name` among the fields makes npm answer an object per release even when one lacks a field.
    const rows = Array.isArray(json) ? json : [json];
    answers[name] = rows
      .filter((x: any) => x && typeof x.version === "string")
      .map((x: any) => releaseOf(x));
  }
  return answers;
}
