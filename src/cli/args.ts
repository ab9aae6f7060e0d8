/** Command-line arguments of `codemod`. No dependency: the option set is small and fixed. */
import path from "node:path";

export interface CliArgs {
  paths: string[];
  dry: boolean;
  print: boolean;
  interactive: boolean;
  check: boolean;
  force: boolean;
  list: boolean;
  help: boolean;
  adoptPrefixes: boolean;
  verify: boolean;
  /** Every place of every rule in the report (by default: one example per rule). */
  verbose: boolean;
  /** Write every `TODO(mcp-migrate)` marker as a task to this file (`--handoff`). */
  handoff: string | undefined;
  /** After writing: run the package manager's install, then the type check against it. */
  install: boolean;
  /** The safety net: type-check the migrated files and mark the errors it introduced. */
  typeCheck: boolean;
  color: boolean | undefined;
  transforms: string[];
  targetModule: string | undefined;
  json: string | undefined;
  workers: number | undefined;
  transformsDir: string | undefined;
}

export class UsageError extends Error {}

const FLAGS: Record<string, keyof CliArgs> = {
  "--dry": "dry",
  "-d": "dry",
  "--print": "print",
  "-p": "print",
  "--interactive": "interactive",
  "-i": "interactive",
  "--check": "check",
  "--force": "force",
  "-f": "force",
  "--list": "list",
  "--help": "help",
  "-h": "help",
  "--adopt-prefixes": "adoptPrefixes",
  "--verify": "verify",
  "--install": "install",
  "--verbose": "verbose",
  "-v": "verbose",
};
const VALUED = new Set([
  "--transform",
  "--transforms",
  "--handoff",
  "-t",
  "--target-module",
  "--json",
  "--workers",
  "-w",
  "--transforms-dir",
]);

/** `--help`, ending with docs a user can open: this installation's, printed absolutely. */
export function helpText(docsDir: string): string {
  return `Usage: codemod [paths…] [options]

Migrates code from @langchain/mcp-adapters (and langchainjs-mcp-adapters) to
langchain-mcp-bridge. Paths default to the current directory; .gitignore'd files,
node_modules, build output and dot-directories are skipped. Writing needs a clean git work
tree (for the files it changes), or --force.

Review first:
  -d, --dry                 write nothing; print a diff per file, a results table and the report
  -p, --print               write nothing; print the transformed files
  -i, --interactive         show each file's changes, linked changes together, and ask
                            accept / skip / quit
      --check               write nothing; list the files it would change; exit 3 when something
                            would change, 8 while TODO(mcp-migrate) markers remain (CI gate)
  -v, --verbose             list every place of every rule (default: one example per rule)
      --json <file>         also write the report as JSON (files, every manual step with its
                            position and doc section)
      --handoff <file>      write every TODO(mcp-migrate) marker as a task (file, line, the code
                            around it, the old code, what to change, the doc section); Markdown,
                            or JSON for a .json file
      --verify              type-check each migrated package before and after (its own tsconfig
                            and TypeScript) and report the type errors the migration introduced;
                            only against the dependencies package.json declares (install first)

Safety net (on by default):
      --no-type-check       do not type-check the migrated files before writing; by default each
                            package with a tsconfig.json/jsconfig.json is checked with the original
                            and the migrated texts, and every type error the migration introduced
                            gets a TODO(mcp-migrate) marker at its line

Whole project:
      --install             after writing, run the install of the package manager in use (npm,
                            pnpm, yarn, bun; the command is printed first), then type-check the
                            whole project before and after (errors the dependency bumps cause too)

Choose what runs:
  -t, --transforms <a,b>    run only these transforms, in run order (see --list; also
                            --transform); one transform alone is one step, not a migration
      --list                list the transforms, one line each, and exit
      --target-module <m>   module the imports are rewritten to (default: langchain-mcp-bridge)
      --adopt-prefixes      adopt the runtime's {server}_{tool} tool names (rewrites name strings)

Running:
  -f, --force               write files that have uncommitted changes, or outside a git work tree
  -w, --workers <n>         worker threads (default: number of cores; small runs stay in-process)
      --no-color            plain diff output (also when stdout is not a terminal, or NO_COLOR)
  -h, --help                this help

Exit codes: 0 done, 1 some file failed (left untouched), 2 bad usage or refused to run,
3 --check found changes, 4 --check --verify found type errors the migration introduced,
5 --check --verify could not check (dependencies not installed), 6 --install failed,
7 the report lists errors (the project will not install, build or run until they are fixed),
8 --check found TODO(mcp-migrate) markers, 130 interrupted.

Docs (this installation):
  ${path.join(docsDir, "codemod.md")}
  ${path.join(docsDir, "migration.md")}
  ${path.join(docsDir, "SKILL.md")} (for coding agents: finishing a migration)
  and the README's "Migrate your code" section, ${path.join(path.dirname(docsDir), "README.md")}
`;
}

export function parseArgs(argv: string[]): CliArgs {
  const args: CliArgs = {
    paths: [],
    dry: false,
    print: false,
    interactive: false,
    check: false,
    force: false,
    list: false,
    help: false,
    adoptPrefixes: false,
    verify: false,
    verbose: false,
    handoff: undefined,
    install: false,
    typeCheck: true,
    color: undefined,
    transforms: [],
    targetModule: undefined,
    json: undefined,
    workers: undefined,
    transformsDir: undefined,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--") {
      args.paths.push(...argv.slice(i + 1));
      break;
    }
    if (!arg.startsWith("-") || arg === "-") {
      args.paths.push(arg);
      continue;
    }
    const eq = arg.indexOf("=");
    const name = eq > 0 ? arg.slice(0, eq) : arg;
    if (name === "--no-color") {
      args.color = false;
      continue;
    }
    if (name === "--no-type-check") {
      args.typeCheck = false;
      continue;
    }
    if (name === "--color") {
      args.color = true;
      continue;
    }
    const flag = FLAGS[name];
    if (flag) {
      if (eq > 0) throw new UsageError(`${name} takes no value`);
      (args as any)[flag] = true;
      continue;
    }
    if (!VALUED.has(name)) throw new UsageError(`unknown option ${name} (see --help)`);
    const value = eq > 0 ? arg.slice(eq + 1) : argv[++i];
    if (value === undefined || value === "") throw new UsageError(`${name} needs a value`);
    switch (name) {
      case "--transform":
      case "--transforms":
      case "-t":
        args.transforms.push(
          ...value
            .split(",")
            .map((s) => s.trim())
            .filter(Boolean),
        );
        break;
      case "--target-module":
        args.targetModule = value;
        break;
      case "--json":
        args.json = value;
        break;
      case "--handoff":
        args.handoff = value;
        break;
      case "--transforms-dir":
        args.transformsDir = value;
        break;
      default: {
        const n = Number(value);
        if (!Number.isInteger(n) || n < 1)
          throw new UsageError(`--workers needs a positive integer, got "${value}"`);
        args.workers = n;
      }
    }
  }
  const modes = (["interactive", "check", "print"] as const).filter((m) => args[m]);
  if (modes.length > 1) throw new UsageError(`--${modes[0]} and --${modes[1]} cannot be combined`);
  if (args.interactive && args.dry)
    throw new UsageError("--interactive and --dry cannot be combined");
  const review = (["dry", "check", "print"] as const).find((m) => args[m]);
  if (args.install && review)
    throw new UsageError(`--install and --${review} cannot be combined (--install writes)`);
  if (args.paths.length === 0) args.paths.push(".");
  return args;
}
