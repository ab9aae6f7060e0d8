/**
 * A coherent dependency set: once a package.json moves @langchain/core (and langgraph) to 1.x,
 * every other dependency that peers on them must accept the new ranges, or the install fails
 * (ERESOLVE) or builds an invalid tree. This module decides, as a pure function of the
 * declared dependencies and the facts known about their releases (registry, installed copy,
 * the built-in table), which ranges to raise, which to keep, and which block the package.
 */
import semver from "semver";
import { ACCEPTS_CORE_1_FROM } from "./langchain-releases.js";

/** One release and its constraints on the moved packages (peer or dependency ranges). */
export interface Release {
  version: string;
  peers: Record<string, string>;
}

/**
 * What is known about a package's releases: every release (registry, or the one installed or
 * linked copy), or the built-in table's "every release from `since` on accepts core 1.x".
 */
export type PackageFact =
  | { source: "registry" | "local" | "fixture"; releases: Release[] }
  | { source: "table"; since: string | null };

export interface Declared {
  name: string;
  section: string;
  range: string;
}

export interface Raise extends Declared {
  to: string;
  /** The release the new range starts from, and where that fact came from. */
  source: PackageFact["source"];
}

export interface Blocked extends Declared {
  reason: string;
}

export interface Unchecked extends Declared {
  reason: string;
}

export interface DependencyPlan {
  raises: Raise[];
  /** No release accepts the moved packages: the package.json must not be written. */
  blocked: Blocked[];
  /** Kept as written, but this run cannot tell whether they install (a tag, `workspace:`, unknown). */
  unchecked: Unchecked[];
}

/**
 * `declared`: the package's dependencies (other than the moved packages themselves);
 * `moved`: the ranges the migrated package.json gives the moved packages (core, langgraph, …);
 * `facts`: what is known per package name (absent: the built-in table, else nothing).
 * A range that already admits an accepting release is kept exactly; nothing is downgraded.
 */
export function planDependencySet(
  declared: readonly Declared[],
  moved: Readonly<Record<string, string>>,
  facts: Readonly<Record<string, PackageFact | undefined>>,
): DependencyPlan {
  const plan: DependencyPlan = { raises: [], blocked: [], unchecked: [] };
  const needs = Object.entries(moved)
    .map(([name, range]) => `${name} ${range}`)
    .join(", ");
  for (const d of declared) {
    if (d.name in moved) continue;
    const fact = factOf(d.name, facts);
    if (!fact) {
      // Only LangChain's own packages are known to peer on core without a fact to say so.
      if (isLangChain(d.name))
        plan.unchecked.push({
          ...d,
          reason: `${d.name} is not in the built-in table and its releases could not be looked up: check that it peers on ${needs}`,
        });
      continue;
    }
    const readable = Boolean(semver.validRange(d.range));
    const from = acceptingFrom(fact, moved, readable ? d.range : undefined);
    if (from === null) {
      plan.blocked.push({ ...d, reason: blockReason(d, fact, moved, needs) });
      continue;
    }
    if (!readable) {
      // A tag, `workspace:`, a git URL or a path: kept; a linked copy that accepts is fine.
      if (fact.source !== "local")
        plan.unchecked.push({
          ...d,
          reason: `"${d.range}" is not a semver range this codemod can compare: kept; releases of ${d.name} from ${from} on accept ${needs}`,
        });
      continue;
    }
    if (admits(d.range, fact, from)) continue;
    plan.raises.push({ ...d, to: `^${from}`, source: fact.source });
  }
  return plan;
}

function factOf(
  name: string,
  facts: Readonly<Record<string, PackageFact | undefined>>,
): PackageFact | undefined {
  const fact = facts[name];
  if (fact) return fact;
  if (name in ACCEPTS_CORE_1_FROM) return { source: "table", since: ACCEPTS_CORE_1_FROM[name] };
  return undefined;
}

export function isLangChain(name: string): boolean {
  return name === "langchain" || name.startsWith("@langchain/");
}

/** Does one release accept every moved range it constrains? */
export function accepts(release: Release, moved: Readonly<Record<string, string>>): boolean {
  return Object.entries(moved).every(([name, range]) => {
    const peer = release.peers[name];
    // Not a range (a tag, `workspace:`): this module cannot tell, so it does not block.
    if (!peer || !semver.validRange(peer)) return true;
    return semver.subset(range, peer, { includePrerelease: true });
  });
}

/**
 * The lowest release from which on every later release accepts the moved ranges (a release
 * line, not one lucky release), never below what `range` already allows; null when none.
 */
function acceptingFrom(
  fact: PackageFact,
  moved: Readonly<Record<string, string>>,
  range: string | undefined,
): string | null {
  if (fact.source === "table") return fact.since;
  const floor = range ? semver.minVersion(range)?.version : undefined;
  const stable = fact.releases
    .filter((r) => semver.valid(r.version) && !semver.prerelease(r.version))
    .sort((a, b) => semver.compare(a.version, b.version));
  // Past every known release (a newer registry than the facts): nothing to judge, kept.
  if (floor && !stable.some((r) => semver.gte(r.version, floor))) return floor;
  let from: string | null = null;
  for (let i = stable.length - 1; i >= 0 && accepts(stable[i], moved); i--) {
    if (floor && semver.lt(stable[i].version, floor)) break;
    from = stable[i].version;
  }
  return from;
}

/** Does the declared range already allow a release of the accepting line? */
function admits(range: string, fact: PackageFact, from: string): boolean {
  return semver.intersects(range, `>=${from}`);
}

function blockReason(
  d: Declared,
  fact: PackageFact,
  moved: Readonly<Record<string, string>>,
  needs: string,
): string {
  const latest =
    fact.source === "table"
      ? undefined
      : [...fact.releases].sort((a, b) => semver.compare(a.version, b.version)).at(-1);
  const refused = Object.entries(moved)
    .filter(([name, range]) => latest && !accepts(latest, { [name]: range }))
    .map(([name]) => `${name} "${latest!.peers[name]}"`);
  const what =
    fact.source === "table"
      ? "no release of it accepts them (the built-in table)"
      : fact.source === "local"
        ? `its copy here (${latest?.version}) peers on ${refused.join(", ")}`
        : `no release accepts them (the newest, ${latest?.version}, peers on ${refused.join(", ")})`;
  return (
    `${d.name} "${d.range}" (${d.section}) blocks the move to ${needs}: ${what}. ` +
    `Upgrade ${d.name} to a release that peers on @langchain/core 1.x, or replace or remove it, then run the codemod again`
  );
}
