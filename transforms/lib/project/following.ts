/**
 * What following imports reads in a round (the files, the modules known to export a client)
 * and how it adds what it learns to the facts.
 */
import { resolveSpecifier } from "../module-resolution.js";
import type { ExportFact, ExportsByFile, ImportFact, ImportsByFile } from "./facts.js";
import type { ProjectSources } from "./sources.js";

export interface Following {
  project: ProjectSources;
  exports: ExportsByFile;
  imports: ImportsByFile;
  /** Matches a text that may name one of the exporting modules known when the round began. */
  names: RegExp;
}

/** An imported binding: a local name for an exported one. */
type Binding = Pick<ImportFact, "local" | "specifier" | "imported" | "dynamic">;

/**
 * The exports of the module `spec` names from `file`, when it is a known exporter. A specifier
 * that is not relative goes to TypeScript's resolver only when it may name one (`@/lib/mcp`, a
 * workspace package): most (`react`) cannot.
 */
export function exportsNamedBy(
  fl: Following,
  file: string,
  spec: string,
): Record<string, ExportFact> | null {
  const target =
    spec.startsWith(".") || fl.names.test(`"${spec}"`)
      ? resolveSpecifier(file, spec, fl.project.known)
      : null;
  return (target && fl.exports[target]) || null;
}

/** Adds the binding to the file's list (made if missing) unless that local name is there. */
export function addImport(
  imports: ImportsByFile,
  file: string,
  fact: ExportFact | undefined,
  binding: Binding,
): boolean {
  const list = (imports[file] ??= []);
  if (!fact || list.some((x) => x.local === binding.local)) return false;
  list.push({ ...fact, ...binding });
  return true;
}

/** A file that imports no client has no list. */
export function dropIfEmpty(imports: ImportsByFile, file: string): void {
  if (!imports[file]?.length) delete imports[file];
}

/** Adds the export to the file's record (made if missing) unless that name is there. */
export function addExport(
  exports: ExportsByFile,
  file: string,
  name: string,
  fact: ExportFact,
): boolean {
  const mine = (exports[file] ??= {});
  if (mine[name]) return false;
  mine[name] = fact;
  return true;
}
