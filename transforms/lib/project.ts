/**
 * The project view for cross-file migration: which modules export an old client (an instance,
 * a factory returning one, a class holding one in a field), which of those clients had tool
 * hooks (so their module will export the generated middleware), and which other modules import
 * them, directly or through re-exports.
 *
 * Built by a pre-pass over the file list (`prepareProject`, in `project/prepare.ts`), before
 * the per-file transforms; its parts are in `project/`. This module names what other modules
 * use of it.
 */
export {
  SOURCE_RE,
  type ExportFact,
  type ExportKind,
  type ImportFact,
  type ProjectFacts,
} from "./project/facts.js";
export { namesOldClass, oldClientNames, requires } from "./project/old-names.js";
export { namesModules } from "./project/text-filters.js";
export { prepareProject, projectClients } from "./project/prepare.js";
export { importFactsOf } from "./import-facts.js";
