/**
 * The cross-file pre-pass's facts about one file's imports, read by name: the per-file client
 * tracker reads them, and the pre-pass runs that tracker to learn what a module exports, so
 * neither may import the other's module.
 */
import path from "node:path";
import type { PrePass, SourceContext } from "../../src/codemod/migration.js";
import type { ImportFact, ProjectFacts } from "./project/facts.js";

/** The pre-pass's name: the engine hands facts to migrations by it. */
export const PROJECT_CLIENTS = "project/clients";

/**
 * One entry per imported binding of this file that is an old client, gives one, or is the old
 * class (keyed by absolute path). Empty without a pre-pass.
 */
export function importFactsOf(ctx: SourceContext): ImportFact[] {
  const byName = { name: PROJECT_CLIENTS } as PrePass<ProjectFacts>;
  const list = ctx.factsOf(byName)?.imports?.[path.resolve(ctx.file.path)];
  if (!Array.isArray(list)) return [];
  return list.filter((f: any) => f && typeof f.local === "string" && typeof f.kind === "string");
}
