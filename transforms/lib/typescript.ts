/**
 * TypeScript (ts-morph's copy) for the cross-file pre-passes: its parser, and its module
 * resolution (`module-resolution.ts`). Loaded on first use: it takes ~0.3 s of CPU to load (in
 * every worker that loads the transforms), and most runs have no file for a pre-pass to parse.
 */
import type { ts as TsApi } from "ts-morph";

let loaded: typeof TsApi | undefined;

export function typescript(): typeof TsApi {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (loaded ??= (require("ts-morph") as typeof import("ts-morph")).ts);
}

/** Parse one file (TypeScript parser; no program, no type checker). */
export function parseModule(file: string, text: string): TsApi.SourceFile {
  const ts = typescript();
  const kind = /x$/.test(file)
    ? ts.ScriptKind.TSX
    : /\.[cm]?js$/.test(file)
      ? ts.ScriptKind.JS
      : ts.ScriptKind.TS;
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
}
