/** Small builders for the tables of the old-client pre-pass (`transforms/lib/project/`). */
import type { ts as TsApi } from "ts-morph";
import type { ExportFact, ExportKind } from "../../../../transforms/lib/project/facts.js";
import { projectSources } from "../../../../transforms/lib/project/sources.js";
import { parseModule } from "../../../../transforms/lib/typescript.js";

/** The old client class imported, as most rows' modules start. */
export const IMPORT_OLD = 'import { MultiServerMCPClient } from "@langchain/mcp-adapters";';

/** A client module: what the follow tables start from. */
export const CLIENT = "/p/client.ts";

export function parse(text: string, file = "/p/a.ts"): TsApi.SourceFile {
  return parseModule(file, text);
}

export function fact(kind: ExportKind, hooks = false, origin = CLIENT): ExportFact {
  return { kind, hooks, origin };
}

/** A project of these files (a file read that is not here does not exist). */
export function projectOf(files: Record<string, string>) {
  return projectSources(Object.keys(files), (f) => {
    if (!(f in files)) throw new Error(`ENOENT ${f}`);
    return files[f];
  });
}

/** Each file's imported bindings, `local←imported`; files with none left out. */
export function importsSaid(imports: Record<string, { local: string; imported: string }[]>) {
  return Object.fromEntries(
    Object.entries(imports)
      .filter(([, list]) => list.length)
      .map(([f, list]) => [f, list.map((x) => `${x.local}←${x.imported}`)]),
  );
}
