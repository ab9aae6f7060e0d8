/**
 * What a module exports that is an old client, answered by the per-file client tracker (the
 * same rules the transforms use, `../clients/`), given what the pre-pass has learnt so far about
 * the module's own imports; and the old class it re-exports. Each module is parsed once with
 * jscodeshift; one that does not parse exports no client (the transforms report it).
 */
import jscodeshift, { type Collection } from "jscodeshift";
import {
  createSourceContext,
  parserFor,
  type MigrationOptions,
  type PrePass,
} from "../../../src/codemod/migration.js";
import { moduleExports } from "../clients/module-exports.js";
import { PROJECT_CLIENTS } from "../import-facts.js";
import type { ExportFact, ImportFact, ProjectFacts } from "./facts.js";
import { oldClassExports } from "./old-class-exports.js";
import type { ProjectSources } from "./sources.js";

/** `file`'s exports, given the facts of its imports so far. */
export type OwnExports = (file: string, imports?: ImportFact[]) => Record<string, ExportFact>;

const OPTIONS: MigrationOptions = { targetModule: "", adoptPrefixes: false };

/** A reader over the project's files, caching each module's tree across the pre-pass's rounds. */
export function ownExportsOf(project: ProjectSources): OwnExports {
  const trees = new Map<string, Collection<any> | null>();
  return (file, imports = []) => {
    if (!trees.has(file)) trees.set(file, parse(file, project.text(file)));
    const out = oldClassExports(file, project.parsed(file));
    const root = trees.get(file);
    if (!root) return out;
    const facts: ProjectFacts = { exports: {}, imports: { [file]: imports }, files: [] };
    const factsOf = (p: PrePass<unknown>) => (p.name === PROJECT_CLIENTS ? facts : undefined);
    const j = jscodeshift.withParser(parserFor(file));
    const source = { path: file, source: project.text(file) };
    const ctx = createSourceContext(j, root, source, OPTIONS, () => {}, undefined, factsOf as any);
    for (const [name, f] of Object.entries(moduleExports(ctx))) out[name] = { ...f, origin: file };
    return out;
  };
}

function parse(file: string, text: string): Collection<any> | null {
  try {
    return jscodeshift.withParser(parserFor(file))(text);
  } catch {
    return null;
  }
}
