// Summarises V8 .cpuprofile files (from `node --cpu-prof`): self time per function and per
// package, so the doc can say what dominated. Usage: node --import tsx bench/profile.ts <dir|file>...
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { table } from "./stats.js";

interface ProfileNode {
  id: number;
  children?: number[];
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Where a frame lives: a package name, `ours:<path>`, `bench`, or `node`/`(vm)`. */
export function owner(url: string): string {
  if (!url) return "(vm)";
  if (url.startsWith("node:")) return "node";
  const nm = url.lastIndexOf("node_modules/");
  if (nm >= 0) {
    const parts = url.slice(nm + "node_modules/".length).split("/");
    return parts[0].startsWith("@") ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const m = url.match(/\/(dist|src|bench|transforms)\/(.*)$/);
  return m ? (m[1] === "bench" ? "bench" : `ours:${m[1]}/${m[2]}`) : url;
}

const frameKey = ({ functionName, url, lineNumber }: ProfileNode["callFrame"]) => {
  const who = owner(url);
  const where =
    who === "node" || who === "(vm)"
      ? who
      : url.replace(/^.*node_modules\//, "").replace(/^file:\/\/.*\/main\//, "");
  return `${functionName || "(anonymous)"} ${where}:${lineNumber + 1}`;
};

/**
 * Self time per function and per owner, and inclusive time (the function and everything it
 * called) for functions of the owners in `inclusiveOwners`: that is what answers "how much
 * does result conversion / input validation cost per call" even when the work is in a library.
 */
export function summarise(
  files: string[],
  top = 15,
  inclusiveOwners?: (who: string) => boolean,
): string {
  const byFunction = new Map<string, number>();
  const byOwner = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let total = 0;
  for (const file of files) {
    const p = JSON.parse(readFileSync(file, "utf8")) as Profile;
    const nodes = new Map(p.nodes.map((n) => [n.id, n]));
    const parent = new Map<number, number>();
    for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
    p.samples.forEach((id, i) => {
      const n = nodes.get(id)!;
      const us = p.timeDeltas[i] ?? 0;
      if (n.callFrame.functionName === "(idle)") return;
      total += us;
      const key = frameKey(n.callFrame);
      byFunction.set(key, (byFunction.get(key) ?? 0) + us);
      const who = owner(n.callFrame.url);
      byOwner.set(who, (byOwner.get(who) ?? 0) + us);
      if (!inclusiveOwners) return;
      const seen = new Set<string>();
      for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
        const frame = nodes.get(cur)!.callFrame;
        if (!inclusiveOwners(owner(frame.url))) continue;
        const k = frameKey(frame);
        if (seen.has(k)) continue; // recursion counts once
        seen.add(k);
        inclusive.set(k, (inclusive.get(k) ?? 0) + us);
      }
    });
  }
  const rows = (m: Map<string, number>) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([k, us]) => [k, (us / 1000).toFixed(1), ((us / total) * 100).toFixed(1) + "%"]);
  return [
    `busy CPU ${(total / 1000).toFixed(0)} ms (idle excluded)`,
    "",
    table(["self time by owner", "ms", "share"], rows(byOwner)),
    "",
    table(["self time by function", "ms", "share"], rows(byFunction)),
    ...(inclusiveOwners
      ? ["", table(["inclusive time (function + callees)", "ms", "share"], rows(inclusive))]
      : []),
  ].join("\n");
}

export function profileFiles(paths: string[]): string[] {
  return paths.flatMap((p) =>
    statSync(p).isDirectory()
      ? readdirSync(p)
          .filter((f) => f.endsWith(".cpuprofile"))
          .map((f) => join(p, f))
      : [p],
  );
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  // --inclusive=<owner prefix>[,…]: also the inclusive table for those owners' functions.
  const inc = process.argv
    .find((a) => a.startsWith("--inclusive="))
    ?.slice(12)
    .split(",");
  const paths = process.argv.slice(2).filter((a) => !a.startsWith("--"));
  const top = Number(process.argv.find((a) => a.startsWith("--top="))?.slice(6) ?? 15);
  process.stdout.write(
    summarise(profileFiles(paths), top, inc && ((who) => inc.some((p) => who.startsWith(p)))) +
      "\n",
  );
}
