/** The old clients a file imports from other modules, from the cross-file pre-pass's facts. */
import type { SourceContext } from "../../../src/codemod/migration.js";
import { importFactsOf } from "../import-facts.js";

/** An imported binding that the cross-file pre-pass found to be an old client (or a factory of one). */
export interface ImportedClient {
  local: string;
  /** `subclass`: a class of another module that extends the old one (its instances are clients). */
  kind: "instance" | "factory" | "subclass";
  /** Read from `await import(specifier)` (see `ImportFact.dynamic`). */
  dynamic?: true;
  specifier: string;
  imported: string;
}

/**
 * The old clients this file imports from other modules of the project, from the facts of the
 * pre-pass (keyed by absolute path). Empty without a pre-pass.
 */
export function importedClients(ctx: SourceContext): ImportedClient[] {
  return importFactsOf(ctx)
    .filter((f) => f.kind === "instance" || f.kind === "factory" || f.kind === "subclass")
    .map((f) => ({
      local: f.local,
      kind: f.kind as ImportedClient["kind"],
      dynamic: f.dynamic,
      specifier: f.specifier,
      imported: f.imported,
    }));
}
