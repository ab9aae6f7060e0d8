/**
 * sweep: the last look before `imports` renames the old names, for what types cannot see. The
 * other transforms follow the old client from where it is built; here every file that names
 * the old package, imports a module that does (or re-exports it), or receives a value from
 * one as an argument (the `sweep/modules` pre-pass), is read for the names left behind:
 * - the old client's methods and members on any receiver (`lib/old-members.ts`): a tracked
 *   client, a holder, or a value no rule follows (a parameter, a field, a destructured value);
 * - the old client's option keys outside a construction (`lib/old-option-keys.ts`);
 * - tool results read in the old shape (`lib/old-results.ts`);
 * - test doubles naming old methods (`lib/old-doubles.ts`);
 * - the old package's name in strings (`lib/old-module-strings.ts`): rewritten when it is the
 *   module name alone, marked otherwise.
 * Runs after `leftovers` and before `imports`: the old bindings still tell tracked clients and
 * import sources apart from the rest.
 */
import { OLD_MODULES, toJscodeshift, type SourceMigration } from "../src/codemod/migration.js";
import { projectClients } from "./lib/project.js";
import { projectConfigs } from "./lib/project-configs.js";
import { sweptModules } from "./lib/swept-modules.js";
import { markOldMembers } from "./lib/old-members.js";
import { markOldOptionKeys } from "./lib/old-option-keys.js";
import { markOldResultReads } from "./lib/old-results.js";
import { markOldDoubles } from "./lib/old-doubles.js";
import { sweepOldModuleStrings } from "./lib/old-module-strings.js";

const NAME = "sweep";

export const migration: SourceMigration = {
  kind: "source",
  name: NAME,
  description:
    "Mark the old client's members, options, result shapes and test doubles left on values no rule follows; point strings naming the old package at the target",
  prepasses: [projectClients, projectConfigs, sweptModules],
  // Files that name the old package; the engine also visits the pre-passes' files.
  mentions: OLD_MODULES,
  run(ctx) {
    markOldMembers(ctx, `${NAME}/old-member`);
    markOldOptionKeys(ctx, `${NAME}/old-option`);
    markOldResultReads(ctx, `${NAME}/old-result`);
    markOldDoubles(ctx, `${NAME}/old-double`);
    sweepOldModuleStrings(ctx, `${NAME}/old-module-name`);
  },
};

export default toJscodeshift(migration);
