/**
 * `--verify`: type-check each migrated package twice, on its original and on its migrated
 * files (`typecheck/program.ts`), and report the errors the migration introduced. Both trees
 * are checked in memory, so it works the same whether the run wrote or only reviewed. Without
 * a tsconfig.json the changed files are checked with defaults that check JavaScript too.
 */
import { checkPackage, type FileDiagnostic } from "./typecheck/program.js";

/** A type error that the migrated tree has and the original does not. */
export type IntroducedError = FileDiagnostic;

export interface PackageVerification {
  dir: string;
  /** How it was checked, or why it was not. */
  checked: string;
  skipped?: boolean;
  introduced: IntroducedError[];
  /** Errors in the original tree too (not counted against the migration). */
  preexisting: number;
}

export interface VerifyInput {
  dir: string;
  /** Source files of this package that the run changed: absolute path → [original, migrated]. */
  changed: Map<string, { before: string; after: string }>;
}

export function verifyPackage(input: VerifyInput, targetModule: string): PackageVerification {
  const r = checkPackage({
    dir: input.dir,
    changed: input.changed,
    targetModule,
    importers: false,
    withoutConfig: "defaults",
  });
  return { dir: input.dir, ...r };
}
