/** The files the pre-pass reads, each read and parsed at most once. */
import type { ts as TsApi } from "ts-morph";
import { parseModule } from "../typescript.js";
import { SOURCE_RE } from "./facts.js";

export interface ProjectSources {
  /** The run's source files (declaration files aside). */
  sources: string[];
  known: Set<string>;
  text(file: string): string;
  parsed(file: string): TsApi.SourceFile;
}

export function projectSources(files: string[], read: (file: string) => string): ProjectSources {
  const sources = files.filter((f) => SOURCE_RE.test(f) && !f.endsWith(".d.ts"));
  const texts = new Map<string, string>();
  const text = (f: string) => {
    if (!texts.has(f)) texts.set(f, read(f));
    return texts.get(f)!;
  };
  const trees = new Map<string, TsApi.SourceFile>();
  const parsed = (f: string) => {
    if (!trees.has(f)) trees.set(f, parseModule(f, text(f)));
    return trees.get(f)!;
  };
  return { sources, known: new Set(sources), text, parsed };
}
