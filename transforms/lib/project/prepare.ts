/**
 * The pre-pass for old clients and its facts as a file's migration reads them. Only files that
 * may export a client are parsed first (`mayExportClient`); then only files whose text names
 * one of those modules are parsed to follow imports and re-exports.
 */
import path from "node:path";
import { OLD_MODULES, type PrePass, type SourceContext } from "../../../src/codemod/migration.js";
import { followDynamicImports } from "./dynamic-imports.js";
import type { ExportsByFile, ImportFact, ImportsByFile, ProjectFacts } from "./facts.js";
import { followImports } from "./follow-imports.js";
import { ownExports } from "./own-exports/index.js";
import { projectSources } from "./sources.js";
import { mayExportClient } from "./text-filters.js";

/**
 * The pre-pass. `files` are absolute paths (the CLI's discovered list); `read` gives a file's
 * text. Deterministic and independent of the order of `files`.
 */
export function prepareProject(files: string[], read: (file: string) => string): ProjectFacts {
  const project = projectSources(files, read);
  const exports: ExportsByFile = {};
  for (const f of project.sources) {
    if (!mayExportClient(project.text(f))) continue;
    const own = ownExports(f, project.parsed(f));
    if (Object.keys(own).length) exports[f] = own;
  }
  const imports: ImportsByFile = {};
  followImports(project, exports, imports);
  followDynamicImports(project, exports, imports);
  const visits = Object.keys(imports)
    .filter((f) => !OLD_MODULES.some((m) => project.text(f).includes(m)))
    .sort();
  return { exports, imports, files: visits };
}

/**
 * The pre-pass every source migration declares: the old clients that modules export and
 * import (the old bindings of a file include the old class re-exported by another module).
 * Its `files` are visited although they do not name the old package.
 */
export const projectClients: PrePass<ProjectFacts> = {
  name: "project/clients",
  run: prepareProject,
  visits: (facts) => facts.files,
};

/**
 * The facts of the pre-pass about this file's imports (keyed by absolute path): one entry per
 * imported binding that is an old client, gives one, or is the old class. Empty without a
 * pre-pass.
 */
export function importFactsOf(ctx: SourceContext): ImportFact[] {
  const list = ctx.factsOf(projectClients)?.imports?.[path.resolve(ctx.file.path)];
  if (!Array.isArray(list)) return [];
  return list.filter((f: any) => f && typeof f.local === "string" && typeof f.kind === "string");
}
