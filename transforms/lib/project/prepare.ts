/**
 * The pre-pass for old clients and its facts as a file's migration reads them. Only files that
 * may export a client are parsed first (`mayExportClient`); then only files whose text names
 * one of those modules are parsed to follow imports and re-exports.
 */
import { OLD_MODULES, type PrePass } from "../../../src/codemod/migration.js";
import { PROJECT_CLIENTS } from "../import-facts.js";
import { followDynamicImports } from "./dynamic-imports.js";
import type { ExportsByFile, ImportsByFile, ProjectFacts } from "./facts.js";
import { followImports } from "./follow-imports.js";
import { projectSources } from "./sources.js";
import { mayExportClient } from "./text-filters.js";
import { ownExportsOf, type OwnExports } from "./tracked-exports.js";

/**
 * The pre-pass. `files` are absolute paths (the CLI's discovered list); `read` gives a file's
 * text. Deterministic and independent of the order of `files`.
 */
export function prepareProject(files: string[], read: (file: string) => string): ProjectFacts {
  const project = projectSources(files, read);
  const ownExports = ownExportsOf(project);
  const exports: ExportsByFile = {};
  for (const f of project.sources) {
    if (!mayExportClient(project.text(f))) continue;
    const own = ownExports(f);
    if (Object.keys(own).length) exports[f] = own;
  }
  const imports: ImportsByFile = {};
  // A module that imports a client may export what it makes of it (`export const tools =
  // await client.getTools()`, `export default () => client`): asked again until none does.
  const asked = new Map<string, number>();
  for (let round = 0; round < 4; round++) {
    followImports(project, exports, imports);
    if (!exportsOfImporters(project.text, ownExports, exports, imports, asked)) break;
  }
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
  name: PROJECT_CLIENTS,
  run: prepareProject,
  visits: (facts) => facts.files,
};

/**
 * Adds what importers of clients export in turn; true when something was added. `asked` keeps
 * how many import facts each file had when last asked: a file whose facts did not grow since
 * would give the same answer.
 */
function exportsOfImporters(
  text: (file: string) => string,
  ownExports: OwnExports,
  exports: ExportsByFile,
  imports: ImportsByFile,
  asked: Map<string, number>,
): boolean {
  let grew = false;
  for (const [f, list] of Object.entries(imports)) {
    if (asked.get(f) === list.length || !/\bexports?\b/.test(text(f))) continue;
    asked.set(f, list.length);
    for (const [name, fact] of Object.entries(ownExports(f, list))) {
      const mine = (exports[f] ??= {});
      if (mine[name]) continue;
      mine[name] = fact;
      grew = true;
    }
  }
  return grew;
}
