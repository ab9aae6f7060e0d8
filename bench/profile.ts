// Summarises V8 .cpuprofile files (from `node --cpu-prof`): self time per function and per
// package, so the doc can say what dominated. Usage: node --import tsx bench/profile.ts <dir|file>...
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { table } from "./stats.js";

interface ProfileNode {
  id: number;
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

export function summarise(files: string[], top = 15): string {
  const byFunction = new Map<string, number>();
  const byOwner = new Map<string, number>();
  let total = 0;
  for (const file of files) {
    const p = JSON.parse(readFileSync(file, "utf8")) as Profile;
    const nodes = new Map(p.nodes.map((n) => [n.id, n]));
    p.samples.forEach((id, i) => {
      const n = nodes.get(id)!;
      const us = p.timeDeltas[i] ?? 0;
      const { functionName, url, lineNumber } = n.callFrame;
      if (functionName === "(idle)") return;
      total += us;
      const who = owner(url);
      const key = `${functionName || "(anonymous)"} ${who === "node" || who === "(vm)" ? who : url.replace(/^.*node_modules\//, "").replace(/^file:\/\/.*\/main\//, "")}:${lineNumber + 1}`;
      byFunction.set(key, (byFunction.get(key) ?? 0) + us);
      byOwner.set(who, (byOwner.get(who) ?? 0) + us);
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
  process.stdout.write(summarise(profileFiles(process.argv.slice(2))) + "\n");
}
