/**
 * The facts of the config pre-pass: plain JSON, handed to the transforms of every module (and
 * into the resume journal).
 */

/** One config a module imports and hands to the old client's constructor. */
export interface ImportedConfig {
  /** The local binding, or `ns.name` for a member of a namespace import. */
  local: string;
  /** The module specifier as written in the consumer. */
  specifier: string;
  /** `local(…)`: a builder returning the config. */
  called?: true;
  /** The declaring module and the `const` or function there (absent for a JSON module). */
  origin?: { file: string; binding: string };
  /** The old options of the literal (key and source text), or null when they stay there. */
  options: { key: string; value: string }[] | null;
  /** Why the options stay, when `options` is null. */
  kept?: string;
}

/** What the pre-pass found of one declared literal. */
export interface DeclaredConfig {
  /** Its old options move to the consumers. */
  moved: boolean;
  /** It is a builder: the literal is what the function returns. */
  builder: boolean;
}

export interface ConfigFacts {
  /** consumer file → the configs it imports and constructs an old client with. */
  imports: Record<string, ImportedConfig[]>;
  /**
   * declaring file → the `const` or function holding the literal (`default` for an anonymous
   * default export) → what was found of it.
   */
  declared: Record<string, Record<string, DeclaredConfig>>;
}
