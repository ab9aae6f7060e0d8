/** The modules of a small run for the config pre-pass's steps, kept in memory. */
import path from "node:path";
import { runFiles, type RunFiles } from "../../../../transforms/lib/project-configs/run-files.js";

/** A module that imports the old client and then has `lines`. */
export const consumer = (...lines: string[]) =>
  ['import { MultiServerMCPClient } from "@langchain/mcp-adapters";', ...lines].join("\n");

export const servers = 'mcpServers: { a: { command: "node" } }';

/** A reader of these files: a file it is asked for that is not here does not exist. */
export const readerOf = (files: Record<string, string>) => (f: string) => {
  if (!(f in files)) throw new Error(`ENOENT ${f}`);
  return files[f];
};

/** The run over these files. */
export const runOf = (files: Record<string, string>): RunFiles =>
  runFiles(Object.keys(files), readerOf(files));

/** `file:line` or `file:binding`, by the file's base name; null stays null. */
export const where = (found: { file: string; line?: number; binding?: string } | null) =>
  found && `${path.basename(found.file)}:${found.line ?? found.binding}`;
