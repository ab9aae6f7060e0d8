/**
 * The facts of the pre-pass for old clients (`prepare.ts`): which modules export an old client
 * and which modules import one. Plain JSON, so that they can be handed to workers.
 */

/**
 * A client instance, a function returning one, a class holding one, a function returning its
 * tools, a function returning what its `getClient(name)` gave (the SDK's client, now the
 * runtime's MCPClient), or the old client class itself (re-exported, maybe under another name).
 * A `tool-list` is a value holding a hooked client's tools (`export const tools = await
 * client.getTools()`): only its hooks matter to another module, so only a hooked one is told.
 */
export type ExportKind =
  | "instance"
  | "factory"
  | "class"
  | "subclass"
  | "tools"
  | "tool-list"
  | "server-client"
  | "old-class";

export interface ExportFact {
  kind: ExportKind;
  /** The client's construction had `beforeToolCall`/`afterToolCall`. */
  hooks: boolean;
  /** The module that builds the client (after following re-exports). */
  origin: string;
}

/** One imported binding of a consumer module that is an old client (or gives one). */
export interface ImportFact extends ExportFact {
  /** The local binding, or `ns.name` for a member of a namespace import (`import * as ns`). */
  local: string;
  /** The module specifier as written in the consumer (`"./client.js"`). */
  specifier: string;
  /** The exported name imported. */
  imported: string;
  /** Read from `await import(specifier)`: `local` is no binding then, only a unique key. */
  dynamic?: true;
}

/** file → exported name → what it is. */
export type ExportsByFile = Record<string, Record<string, ExportFact>>;

/** consumer file → its imported bindings that are old clients. */
export type ImportsByFile = Record<string, ImportFact[]>;

export interface ProjectFacts {
  exports: ExportsByFile;
  imports: ImportsByFile;
  /** Files that must be visited although they do not name the old package. */
  files: string[];
}

/** A module the pre-pass reads (JavaScript or TypeScript, any flavour). */
export const SOURCE_RE = /\.(c|m)?[jt]sx?$/;
