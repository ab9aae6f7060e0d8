/**
 * `--verify`: type-check each migrated package twice, on its original and on its migrated
 * files and the files that import them (`typecheck/program.ts`), and report the errors the
 * migration introduced. Both trees are checked in memory, so it works the same whether the
 * run wrote or only reviewed; without a tsconfig.json the changed files are checked with
 * defaults that check JavaScript too. Only against the dependencies the migrated package.json
 * declares: when node_modules does not hold them yet, it says it cannot check.
 */
import { notInstalledAsDeclared } from "./typecheck/declared.js";
import {
  checkPackage,
  introducedBetween,
  snapshotPackage,
  type FileDiagnostic,
  type Snapshot,
} from "./typecheck/program.js";

/** A type error that the migrated tree has and the original does not. */
export type IntroducedError = FileDiagnostic;

export interface PackageVerification {
  dir: string;
  /** How it was checked, or why it was not. */
  checked: string;
  skipped?: boolean;
  /** It could not check: node_modules does not hold what package.json declares. */
  unverifiable?: boolean;
  introduced: IntroducedError[];
  /** Errors in the original tree too (not counted against the migration). */
  preexisting: number;
}

export interface VerifyInput {
  dir: string;
  /** Source files of this package that the run changed: absolute path → [original, migrated]. */
  changed: Map<string, { before: string; after: string }>;
  /** Every file the run changed, in any package. */
  allChanged: Map<string, { before: string; after: string }>;
  /** The package.json as migrated (undefined: the package has none). */
  packageJson?: string;
  /** The package.json before the migration. */
  originalPackageJson?: string;
  /** The command that installs it, for the message. */
  install: string;
}

export function verifyPackage(input: VerifyInput, targetModule: string): PackageVerification {
  const missing = input.packageJson
    ? notInstalledAsDeclared(input.packageJson, input.dir, input.originalPackageJson)
    : [];
  if (missing.length)
    return cannotCheck(
      input.dir,
      `node_modules does not hold what package.json declares (${missing.join(", ")}); run \`${input.install}\` and then --verify, or migrate with --install`,
    );
  const r = checkPackage({
    dir: input.dir,
    changed: input.changed,
    allChanged: input.allChanged,
    targetModule,
    scope: "importers",
  });
  return { dir: input.dir, ...r };
}

/**
 * `--install`: the package's errors before the install (original texts, old node_modules),
 * taken before it runs…
 */
export function baselineBeforeInstall(
  dir: string,
  originals: Map<string, string>,
  targetModule: string,
): Snapshot {
  return snapshotPackage(dir, originals, targetModule);
}

/**
 * …and after it (the migrated files on disk, the new node_modules): every error the second
 * has and the first has not, in any file of the project, is the migration's (its code or
 * the dependencies it raised).
 */
export function verifyInstalled(
  dir: string,
  baseline: Snapshot,
  packageJson: string | undefined,
  install: string,
  targetModule: string,
): PackageVerification {
  const missing = packageJson ? notInstalledAsDeclared(packageJson, dir) : [];
  if (missing.length)
    return cannotCheck(dir, `the install did not provide ${missing.join(", ")} (\`${install}\`)`);
  if (baseline.skipped)
    return { dir, checked: baseline.checked, skipped: true, introduced: [], preexisting: 0 };
  const after = snapshotPackage(dir, new Map(), targetModule);
  const introduced = introducedBetween(baseline.errors, after.errors);
  return {
    dir,
    checked: `after \`${install}\`: the whole project, ${after.checked}`,
    introduced,
    preexisting: after.errors.length - introduced.length,
  };
}

function cannotCheck(dir: string, why: string): PackageVerification {
  return {
    dir,
    checked: `cannot check: ${why}`,
    skipped: true,
    unverifiable: true,
    introduced: [],
    preexisting: 0,
  };
}
