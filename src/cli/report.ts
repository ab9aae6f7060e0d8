/**
 * What a run did, for people (text after every run) and machines (`--json`). The engine
 * knows no migration rule: it groups whatever manual steps the transforms reported by rule.
 */
import path from "node:path";
import { OLD_MODULES, TODO_MARKER, TODO_PREFIX, type ManualStep } from "../codemod/migration.js";
import type { Colors } from "./diff.js";
import { manualStepLines } from "./report-steps.js";
import { docLink, docRef, docSectionOf, docsDir } from "./rule-docs.js";
import type { InstallOutcome } from "./install.js";
import type { InstallCommand } from "./package-manager.js";

/** An install as the next steps name it: what a person types, and where. */
type Typed = Pick<InstallCommand, "manager" | "dir" | "command">;
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
  /** Folder of the file's package (its nearest package.json), as displayed. */
  package?: string;
  /** `--verify`: type errors in the migrated file that the original did not have. */
  typeErrors?: TypeError[];
}

export interface TypeError {
  line: number;
  column: number;
  /** The checker's rule, e.g. `TS2339`. */
  code: string;
  message: string;
}

/** `--verify` for one package: how it was checked (or why not) and what it found. */
export interface VerifyReport {
  dir: string;
  checked: string;
  skipped: boolean;
  /** It could not check (the dependencies package.json declares are not installed). */
  unverifiable: boolean;
  introduced: number;
  preexisting: number;
}

/** The safety net for one package: how it was checked (or why not), what it marked. */
export interface SafetyNetReport {
  dir: string;
  checked: string;
  skipped: boolean;
  /** Type errors the migration introduced, each with a marker at its line. */
  introduced: number;
  /** Errors on imports of packages the install raises: left for after the install. */
  awaitingInstall: number;
}

/** A package of the run: its folder, the old version its files use, how it installs. */
export interface PackageReport {
  dir: string;
  packageJson?: string;
  old?: DetectedVersion;
  install: InstallCommand;
}

export interface RunReport {
  mode: Mode;
  targetModule: string;
  oldPackage?: DetectedVersion;
  /** The packages holding the files that name the old package (one in a plain project). */
  packages?: PackageReport[];
  outcomes: FileOutcome[];
  /** The safety net's type check, per package (absent with `--no-type-check`). */
  safetyNet?: SafetyNetReport[];
  /** `--install`: what each install did. */
  install?: InstallOutcome[];
  /** Present when the run was asked to `--verify` (or `--install`). */
  verify?: VerifyReport[];
  linksOutside: string[];
  interrupted: boolean;
  /** `TODO(mcp-migrate)` markers in the run's files once it is done (planned, for a review run). */
  markers?: number;
}

/** How much of the report a person asked for. */
export interface ReportView {
  /** Every place of every rule (`--verbose`). */
  verbose?: boolean;
  /** The terminal's width, when the report goes to one. */
  width?: number;
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

/** One line per package when their files are on different old versions (a monorepo). */
export function versionLines(packages: PackageReport[], run: DetectedVersion | undefined): string {
  const versions = new Set(packages.map((p) => (p.old ? `${p.old.module}@${p.old.version}` : "")));
  if (packages.length <= 1 || versions.size <= 1) return versionLine(run);
  return [
    "Old package, per package (each file uses the version of its nearest package.json):",
    ...packages.map(
      (p) =>
        `  ${p.dir}: ${p.old ? `${p.old.module} ${p.old.version} (from ${path.relative(process.cwd(), p.old.from) || p.old.from}), API generation ${p.old.generation}` : "no version found; every generation is recognised by shape"}`,
    ),
  ].join("\n");
}

/**
 * file | + | - | manual steps | error, for changed, failed and step-carrying files; under a
 * heading per package when the run spans several.
 */
export function resultsTable(r: RunReport, c: Colors): string {
  const rows = r.outcomes.filter(
    (o) => o.status === "changed" || o.status === "failed" || o.steps.length,
  );
  if (!rows.length) return "";
  const groups = new Map<string, FileOutcome[]>();
  for (const o of rows) groups.set(o.package ?? ".", [...(groups.get(o.package ?? ".") ?? []), o]);
  if (groups.size <= 1) return table(rows, c);
  const heading = (dir: string) => {
    const p = r.packages?.find((q) => q.dir === dir);
    const old = p?.old ? `${p.old.module} ${p.old.version}` : "old version unknown";
    return c.bold(`package ${dir} (${old})`);
  };
  return [...groups]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([dir, list]) => `${heading(dir)}\n${table(list, c)}`)
    .join("\n\n");
}

function table(rows: FileOutcome[], c: Colors): string {
  const verified = rows.some((o) => o.typeErrors);
  const head = ["file", "+", "-", "manual steps", ...(verified ? ["type errors"] : []), "error"];
  const body = rows.map((o) => [
    o.file,
    o.added !== undefined ? String(o.added) : "",
    o.removed !== undefined ? String(o.removed) : "",
    o.steps.length ? String(o.steps.length) : "",
    ...(verified ? [o.typeErrors?.length ? String(o.typeErrors.length) : ""] : []),
    o.error ? oneLine(o.error, 70) : "",
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((row) => row[i].length)));
  const fmt = (row: string[]) =>
    row
      .map((cell, i) =>
        i > 0 && i < head.length - 1 ? cell.padStart(widths[i]) : cell.padEnd(widths[i]),
      )
      .join("  ")
      .trimEnd();
  return [c.bold(fmt(head)), widths.map((w) => "-".repeat(w)).join("  "), ...body.map(fmt)].join(
    "\n",
  );
}

export function formatReport(r: RunReport, c: Colors, view: ReportView = {}): string {
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

  const steps = manualStepLines(allSteps(r), c, { ...view, docs: docLink });
  if (steps.length) out.push("", ...steps);

  if (r.safetyNet?.length) out.push("", ...safetyNetLines(r.safetyNet, c));
  if (r.install?.length) out.push("", ...installLines(r.install, c));
  if (r.verify) out.push("", ...verifyLines(r, c));

  if (r.linksOutside.length) {
    out.push("", "Symlinks not followed (they lead outside the given paths):");
    for (const l of r.linksOutside) out.push(`  ${l}`);
  }

  out.push("", c.bold("Next steps:"), ...nextSteps(r).map((s, i) => `  ${i + 1}. ${s}`));
  return out.join("\n");
}

/** The safety net: per package how it was checked and what it marked (the markers are above). */
function safetyNetLines(packages: SafetyNetReport[], c: Colors): string[] {
  const out = [c.bold("Type-check safety net (--no-type-check turns it off):")];
  for (const p of packages) {
    if (p.skipped) {
      out.push(`  package ${p.dir}: not checked (${p.checked.replace(/^skipped: /, "")})`);
      continue;
    }
    const marked = p.introduced
      ? c.yellow(
          `${p.introduced} type error${p.introduced === 1 ? "" : "s"} the migration introduced, each marked ${TODO_MARKER} at its line`,
        )
      : "no type error introduced";
    out.push(`  package ${p.dir}: ${marked} (${p.checked})`);
    if (p.awaitingInstall)
      out.push(
        `    ${p.awaitingInstall} on imports of LangChain packages the install raises (0.x or missing in node_modules): not marked; run --verify after installing`,
      );
  }
  return out;
}

/** `--install`: each install, and the package manager's reason for a failed one. */
function installLines(installs: InstallOutcome[], c: Colors): string[] {
  const out: string[] = [c.bold("Install (--install):")];
  for (const i of installs) {
    const where = i.dir === "." ? "" : ` in ${i.dir}`;
    if (i.ok) out.push(`  \`${i.command}\`${where}: done`);
    else {
      out.push(c.red(`  \`${i.command}\`${where} failed:`));
      out.push(...(i.reason ?? "").split("\n").map((l) => `    ${l}`));
    }
  }
  return out;
}

/** `--verify`: per package how it was checked, then the introduced errors by rule. */
function verifyLines(r: RunReport, c: Colors): string[] {
  const errors = r.outcomes.flatMap((o) =>
    (o.typeErrors ?? []).map((e) => ({ ...e, file: o.file })),
  );
  const unverifiable = (r.verify ?? []).some((p) => p.unverifiable);
  const out = [
    c.bold(
      errors.length
        ? c.red(`Type errors the migration introduced (--verify): ${errors.length}, by file:`)
        : unverifiable
          ? c.red("Type check (--verify): could not check every package (below).")
          : "Type check (--verify): the migration introduced no type errors.",
    ),
  ];
  // By file: an error in a file the migration did not touch (a dependency it raised, an import
  // it moved) shows where it is, beside the changed ones.
  const byFile = new Map<string, typeof errors>();
  for (const e of errors) byFile.set(e.file, [...(byFile.get(e.file) ?? []), e]);
  for (const [file, list] of [...byFile].sort(([a], [b]) => a.localeCompare(b))) {
    out.push(`  ${c.yellow(file)} (${list.length})`);
    for (const e of list.sort((a, b) => a.line - b.line))
      out.push(`    ${file}:${e.line}  ${e.code}  ${oneLine(e.message, 400)}`);
  }
  for (const p of r.verify ?? []) {
    const found = p.skipped
      ? ""
      : `: ${p.introduced} introduced, ${p.preexisting} already in the original`;
    out.push(`  package ${p.dir}: ${p.checked}${found}`);
  }
  return out;
}

export function nextSteps(r: RunReport): string[] {
  const steps: string[] = [];
  const n = counts(r);
  const declined = r.outcomes.filter((o) => o.declined).length;
  if (n.changed + n.unchanged + n.failed + declined === 0 && !r.interrupted) {
    const nothing = `Nothing here mentions ${OLD_MODULES.join(" or ")}: nothing (left) to migrate.`;
    return r.markers ? [`${nothing} What is left is marked:`, markersStep(r.markers)] : [nothing];
  }
  // Everything was declined: installing or type-checking is not the next step yet.
  if (declined && n.changed === 0)
    return [declinedStep(declined), ...(n.failed ? [FAILED_STEP] : [])];
  // --check prints no diff: it points at the run that shows one.
  if (n.changed && r.mode === "dry")
    steps.push("Review the diff above, then run again without --dry to apply it.");
  if (n.changed && r.mode === "check")
    steps.push("See the changes with --dry, then run without it to apply them.");
  const pkgHandled = r.outcomes.some(
    (o) => o.status === "changed" && path.basename(o.file) === "package.json",
  );
  const old = r.oldPackage?.module ?? OLD_MODULES[0];
  const installs = new Map<string, Typed>();
  for (const p of r.packages ?? [])
    installs.set(`${p.install.dir}\0${p.install.command}`, p.install);
  const where = (i: Typed) => (i.dir === "." ? "" : ` in ${i.dir}`);
  const install = [...installs.values()];
  if (!install.length) install.push({ manager: "npm", dir: ".", command: "npm install" });
  const installFailed = r.install?.some((i) => !i.ok);
  if (installFailed)
    steps.push(
      "Fix what the install reported above, then run the install again and `codemod . --verify`.",
    );
  else if (r.install?.length) {
    // Installed by this run.
  } else if (pkgHandled) {
    steps.push(
      `Run ${install.map((i) => `\`${i.command}\`${where(i)}`).join(", ")}: package.json is migrated to depend on ${r.targetModule} instead of ${old}, with the @langchain/* and zod ranges it needs (no lockfile was written).`,
    );
  } else {
    const add = { npm: "npm install", pnpm: "pnpm add", yarn: "yarn add", bun: "bun add" };
    const remove = {
      npm: "npm uninstall",
      pnpm: "pnpm remove",
      yarn: "yarn remove",
      bun: "bun remove",
    };
    const m = install[0].manager;
    steps.push(`Install the new package: \`${add[m]} ${r.targetModule}\`.`);
    steps.push(
      `Remove the old one (package.json was not changed by this run): \`${remove[m]} ${old}\`.`,
    );
  }
  if (r.verify?.some((p) => p.introduced > 0))
    steps.push("Fix the type errors listed under --verify: the original code did not have them.");
  if (r.verify?.some((p) => p.unverifiable))
    steps.push(
      "Install, then run --verify again: it could not check against the dependencies package.json declares.",
    );
  steps.push("Run the type checker (`npx tsc --noEmit`) and your tests.");
  const listed = allSteps(r);
  if (listed.some((s) => s.kind === "error"))
    steps.push(
      "Fix each error listed above first: the migrated package will not install, build or run until then.",
    );
  if (listed.some((s) => s.kind === "todo") || r.markers) {
    steps.push(markersStep(r.markers));
    if (listed.some((s) => s.kind === "behavior-change"))
      steps.push("Check each behaviour change listed above.");
  } else if (listed.length) steps.push("Check each behaviour change listed above.");
  if (n.failed) steps.push(FAILED_STEP);
  if (declined) steps.push(declinedStep(declined));
  return steps;
}

function markersStep(markers: number | undefined): string {
  return `Resolve each ${TODO_MARKER} marker${markers ? ` (${markers})` : ""}: \`--handoff tasks.md\` writes them as tasks (file, line, the code around it, what to change, the doc section), for a person or a coding agent; or search the code for \`${TODO_PREFIX}\`.`;
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
    packages: (r.packages ?? []).map((p) => ({
      dir: p.dir,
      packageJson: p.packageJson ?? null,
      oldPackage: p.old ?? null,
      install: p.install.command,
      installIn: p.install.dir,
    })),
    summary: counts(r),
    files: {
      changed: by("changed").map((o) => ({
        file: o.file,
        ...(o.package ? { package: o.package } : {}),
        added: o.added ?? 0,
        removed: o.removed ?? 0,
      })),
      unchanged: by("unchanged").map((o) => o.file),
      skipped: by("skipped").map((o) => ({ file: o.file, reason: o.reason ?? "" })),
      failed: by("failed").map((o) => ({ file: o.file, error: o.error ?? "" })),
    },
    docsDir: docsDir(),
    // Error-level steps first, as in the text report.
    manualSteps: [...allSteps(r)]
      .sort((a, b) => Number(b.kind === "error") - Number(a.kind === "error"))
      .map((s) => ({
        file: s.file,
        line: s.line,
        column: s.column,
        rule: s.rule,
        kind: s.kind,
        message: s.message,
        docs: `docs/${docRef(docSectionOf(s.rule))}`,
      })),
    markers: r.markers ?? 0,
    ...(r.safetyNet ? { safetyNet: r.safetyNet } : {}),
    ...(r.install ? { install: r.install } : {}),
    ...(r.verify
      ? {
          verify: {
            packages: r.verify,
            introduced: r.outcomes.flatMap((o) =>
              (o.typeErrors ?? []).map((e) => ({ file: o.file, ...e })),
            ),
          },
        }
      : {}),
    linksOutside: r.linksOutside,
    nextSteps: nextSteps(r),
  };
}

function oneLine(s: string, max: number): string {
  const flat = s.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
