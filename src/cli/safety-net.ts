/**
 * The safety net of every run (issue: "every place the codemod could not migrate carries a
 * marker"): after the transforms and before anything is reviewed or written, each package's
 * changed files, and the files that import them, are type-checked with the original and the
 * migrated texts. Each error the migration introduced becomes a `TODO(mcp-migrate)` marker at
 * its line, in plain words, and a report step. An error on an import of a package the install
 * will raise (LangChain 0.x installed, 1.x declared) is not the migration's: it is counted,
 * not marked. `--no-type-check` turns the phase off.
 */
import { readFileSync } from "node:fs";
import type { ManualStep } from "../codemod/migration.js";
import { awaitsInstall } from "./typecheck/installed.js";
import { insertMarkers } from "./typecheck/markers.js";
import { checkPackage, typescriptFor, type FileDiagnostic } from "./typecheck/program.js";

export interface NetFile {
  abs: string;
  before: string;
  after: string;
}

export interface SafetyNetInput {
  /** The files the transforms changed. */
  changed: NetFile[];
  /** The package folder (nearest package.json) of a file. */
  packageOf(abs: string): string;
  /** A file's display path, or undefined when it is outside the paths of the run. */
  displayOf(abs: string): string | undefined;
  targetModule: string;
  /** The marker's text for a diagnostic. */
  advise(d: FileDiagnostic): string;
}

/** A file the net marked: its texts and the steps for the report. */
export interface MarkedFile {
  display: string;
  before: string;
  after: string;
  steps: ManualStep[];
}

export interface NetPackage {
  dir: string;
  checked: string;
  skipped: boolean;
  /** Introduced errors, marked now or already marked by a transform. */
  introduced: number;
  /** Introduced errors on imports of packages the install raises (not marked). */
  awaitingInstall: number;
}

export interface SafetyNetResult {
  /** Absolute path → the file with its markers (changed files and marked importers). */
  marked: Map<string, MarkedFile>;
  packages: NetPackage[];
}

export const TYPE_CHECK_RULE = "type-check";

export function runSafetyNet(input: SafetyNetInput): SafetyNetResult {
  const allChanged = new Map(
    input.changed.map((f) => [f.abs, { before: f.before, after: f.after }]),
  );
  const byPackage = new Map<string, Map<string, { before: string; after: string }>>();
  for (const f of input.changed) {
    const dir = input.packageOf(f.abs);
    if (!byPackage.has(dir)) byPackage.set(dir, new Map());
    byPackage.get(dir)!.set(f.abs, allChanged.get(f.abs)!);
  }
  const result: SafetyNetResult = { marked: new Map(), packages: [] };
  // Packages that share a tsconfig can find the same error: each is marked once.
  const found = new Map<string, FileDiagnostic>();
  for (const [dir, changed] of [...byPackage].sort(([a], [b]) => a.localeCompare(b))) {
    const check = checkPackage({
      dir,
      changed,
      allChanged,
      targetModule: input.targetModule,
      scope: "importers",
    });
    const marks = check.introduced.filter((d) => !(d.importOf && awaitsInstall(d.importOf, dir)));
    result.packages.push({
      dir,
      checked: check.checked,
      skipped: check.skipped,
      introduced: marks.length,
      awaitingInstall: check.introduced.length - marks.length,
    });
    for (const d of marks)
      found.set(`${d.file}\0${d.line}\0${d.column}\0${d.code}\0${d.message}`, d);
  }
  for (const [abs, diagnostics] of groupBy([...found.values()], (d) => d.file)) {
    const display = input.displayOf(abs);
    if (display === undefined) continue;
    const after = allChanged.get(abs)?.after ?? readFileSync(abs, "utf8");
    const { ts } = typescriptFor(input.packageOf(abs));
    const placed = insertMarkers(
      ts,
      abs,
      after,
      diagnostics.map((d) => ({ line: d.line, message: input.advise(d) })),
    );
    if (placed.text === after && !allChanged.has(abs)) continue;
    result.marked.set(abs, {
      display,
      before: allChanged.get(abs)?.before ?? after,
      after: placed.text,
      // A line a transform already marked is not reported twice.
      steps: placed.placed.flatMap((p, i) =>
        p.inserted
          ? [
              {
                kind: "todo" as const,
                rule: `${TYPE_CHECK_RULE}/${diagnostics[i].code}`,
                message: p.message,
                file: display,
                line: p.codeLine,
                column: diagnostics[i].column,
              },
            ]
          : [],
      ),
    });
  }
  return result;
}

function groupBy<T>(list: T[], key: (t: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of list) out.set(key(item), [...(out.get(key(item)) ?? []), item]);
  return out;
}
