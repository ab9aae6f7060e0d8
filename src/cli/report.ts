/**
 * What a run did, for people (text after every run) and machines (`--json`). The engine
 * knows no migration rule: it groups whatever manual steps the transforms reported by rule.
 */
import path from "node:path";
import { OLD_MODULES, TODO_PREFIX, type ManualStep } from "../codemod/migration.js";
import type { Colors } from "./diff.js";
import type { DetectedVersion } from "./version.js";

export type Mode = "write" | "dry" | "check" | "print" | "interactive";
export type Status = "changed" | "unchanged" | "skipped" | "failed";

export interface FileOutcome {
  file: string;
  status: Status;
  added?: number;
  removed?: number;
  error?: string;
  reason?: string;
  /** `--interactive`: the change was declined, or not reviewed because the review was quit. */
  declined?: boolean;
  steps: ManualStep[];
}

export interface RunReport {
  mode: Mode;
  targetModule: string;
  oldPackage?: DetectedVersion;
  outcomes: FileOutcome[];
  linksOutside: string[];
  interrupted: boolean;
}

export function counts(r: RunReport) {
  const c = { scanned: r.outcomes.length, changed: 0, unchanged: 0, skipped: 0, failed: 0 };
  for (const o of r.outcomes) c[o.status]++;
  return c;
}

export function allSteps(r: RunReport): ManualStep[] {
  return r.outcomes.flatMap((o) => o.steps);
}

export function versionLine(v: DetectedVersion | undefined): string {
  if (!v) {
    return `Old package: no ${OLD_MODULES.join(" / ")} version found in package.json or a lockfile; every generation is recognised by shape.`;
  }
  return `Old package: ${v.module} ${v.version} (from ${path.relative(process.cwd(), v.from) || v.from}), API generation ${v.generation}.`;
}

/** file | + | - | manual steps | error, for changed, failed and step-carrying files. */
export function resultsTable(r: RunReport, c: Colors): string {
  const rows = r.outcomes.filter(
    (o) => o.status === "changed" || o.status === "failed" || o.steps.length,
  );
  if (!rows.length) return "";
  const head = ["file", "+", "-", "manual steps", "error"];
  const body = rows.map((o) => [
    o.file,
    o.added !== undefined ? String(o.added) : "",
    o.removed !== undefined ? String(o.removed) : "",
    o.steps.length ? String(o.steps.length) : "",
    o.error ? oneLine(o.error, 70) : "",
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((row) => row[i].length)));
  const fmt = (row: string[]) =>
    row
      .map((cell, i) =>
        i === 1 || i === 2 || i === 3 ? cell.padStart(widths[i]) : cell.padEnd(widths[i]),
      )
      .join("  ")
      .trimEnd();
  return [c.bold(fmt(head)), widths.map((w) => "-".repeat(w)).join("  "), ...body.map(fmt)].join(
    "\n",
  );
}

export function formatReport(r: RunReport, c: Colors): string {
  const n = counts(r);
  const out: string[] = [];
  const verb = r.mode === "write" || r.mode === "interactive" ? "changed" : "would change";
  out.push(
    c.bold(
      `${r.interrupted ? "Interrupted. " : ""}Scanned ${n.scanned} file${n.scanned === 1 ? "" : "s"}: ` +
        `${n.changed} ${verb}, ${n.unchanged} unchanged, ${n.skipped} skipped, ${n.failed} failed.`,
    ),
  );
  if (r.mode === "dry" || r.mode === "check" || r.mode === "print")
    out.push("Nothing was written.");
  if (r.interrupted)
    out.push("Every file is either as it was or fully migrated; run again to finish.");

  const failed = r.outcomes.filter((o) => o.status === "failed");
  if (failed.length) {
    out.push("", c.red(c.bold("Failed (left byte-for-byte untouched):")));
    for (const o of failed) out.push(`  ${o.file}: ${o.error}`);
  }

  const declined = r.outcomes.filter((o) => o.declined);
  if (declined.length) {
    out.push("", c.bold(`Declined in review (${declined.length}, left as they were):`));
    for (const o of declined) out.push(`  ${o.file}: ${o.reason}`);
  }

  const steps = allSteps(r);
  if (steps.length) {
    out.push("", c.bold(`Needs a person (${steps.length}), by rule:`));
    const byRule = new Map<string, ManualStep[]>();
    for (const s of steps) byRule.set(s.rule, [...(byRule.get(s.rule) ?? []), s]);
    for (const [rule, list] of [...byRule].sort(([a], [b]) => a.localeCompare(b))) {
      const kind = list.every((s) => s.kind === "todo")
        ? `marked ${TODO_PREFIX}`
        : list.every((s) => s.kind === "behavior-change")
          ? "behaviour change"
          : "marked / behaviour change";
      out.push(`  ${c.yellow(rule)} (${list.length}, ${kind})`);
      for (const s of list) out.push(`    ${s.file}:${s.line}  ${oneLine(s.message, 110)}`);
    }
  }

  if (r.linksOutside.length) {
    out.push("", "Symlinks not followed (they lead outside the given paths):");
    for (const l of r.linksOutside) out.push(`  ${l}`);
  }

  out.push("", c.bold("Next steps:"), ...nextSteps(r).map((s, i) => `  ${i + 1}. ${s}`));
  return out.join("\n");
}

export function nextSteps(r: RunReport): string[] {
  const steps: string[] = [];
  const n = counts(r);
  const declined = r.outcomes.filter((o) => o.declined).length;
  if (n.changed + n.unchanged + n.failed + declined === 0 && !r.interrupted) {
    return [`Nothing here mentions ${OLD_MODULES.join(" or ")}: nothing (left) to migrate.`];
  }
  // Everything was declined: installing or type-checking is not the next step yet.
  if (declined && n.changed === 0)
    return [declinedStep(declined), ...(n.failed ? [FAILED_STEP] : [])];
  if (r.mode === "dry" || r.mode === "check") {
    if (n.changed) steps.push("Review the diff above, then run again without --dry to apply it.");
  }
  const pkgHandled = r.outcomes.some(
    (o) => o.status === "changed" && path.basename(o.file) === "package.json",
  );
  const old = r.oldPackage?.module ?? OLD_MODULES[0];
  if (pkgHandled) {
    steps.push(
      `Run \`npm install\`: package.json is migrated to depend on ${r.targetModule} instead of ${old}.`,
    );
  } else {
    steps.push(`Install the new package: \`npm install ${r.targetModule}\`.`);
    steps.push(
      `Remove the old one (package.json was not changed by this run): \`npm uninstall ${old}\`.`,
    );
  }
  steps.push("Run the type checker (`npx tsc --noEmit`) and your tests.");
  const listed = allSteps(r);
  if (listed.some((s) => s.kind === "todo")) {
    steps.push(`Resolve each place listed above (search the code for \`${TODO_PREFIX}\`).`);
  } else if (listed.length) steps.push("Check each behaviour change listed above.");
  if (n.failed) steps.push(FAILED_STEP);
  if (declined) steps.push(declinedStep(declined));
  return steps;
}

const FAILED_STEP = "Fix or migrate the failed files by hand; they were not modified.";

function declinedStep(n: number): string {
  const one = n === 1;
  return `${n} file${one ? " was" : "s were"} declined in review and still use${one ? "s" : ""} the old package: run \`codemod --interactive\` again to review ${one ? "it" : "them"}, or migrate by hand.`;
}

export function toJson(r: RunReport): object {
  const by = (s: Status) => r.outcomes.filter((o) => o.status === s);
  return {
    mode: r.mode,
    interrupted: r.interrupted,
    targetModule: r.targetModule,
    oldPackage: r.oldPackage ?? null,
    summary: counts(r),
    files: {
      changed: by("changed").map((o) => ({
        file: o.file,
        added: o.added ?? 0,
        removed: o.removed ?? 0,
      })),
      unchanged: by("unchanged").map((o) => o.file),
      skipped: by("skipped").map((o) => ({ file: o.file, reason: o.reason ?? "" })),
      failed: by("failed").map((o) => ({ file: o.file, error: o.error ?? "" })),
    },
    manualSteps: allSteps(r).map((s) => ({
      file: s.file,
      line: s.line,
      column: s.column,
      rule: s.rule,
      kind: s.kind,
      message: s.message,
    })),
    linksOutside: r.linksOutside,
    nextSteps: nextSteps(r),
  };
}

function oneLine(s: string, max: number): string {
  const flat = s.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
