/** The source modules of one pre-pass run: listed once, each parsed at most once. */
import type { ts as TsApi } from "ts-morph";
import { SOURCE_RE } from "../project.js";
import { parseModule } from "../typescript.js";

export interface RunFiles {
  /** The run's JavaScript and TypeScript modules (no declaration files), in its order. */
  sources: string[];
  /** The same as a set: an import is followed only to a module of the run. */
  known: Set<string>;
  read: (file: string) => string;
  /** The module's syntax tree, parsed on first use. */
  parse: (file: string) => TsApi.SourceFile;
}

export function runFiles(files: string[], read: (file: string) => string): RunFiles {
  const sources = files.filter((f) => SOURCE_RE.test(f) && !f.endsWith(".d.ts"));
  const parsed = new Map<string, TsApi.SourceFile>();
  const parse = (f: string) => {
    if (!parsed.has(f)) parsed.set(f, parseModule(f, read(f)));
    return parsed.get(f)!;
  };
  return { sources, known: new Set(sources), read, parse };
}
