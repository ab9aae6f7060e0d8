/**
 * Old clients: where they are constructed, and which expressions hold one.
 *
 * `findConstructions` lists the constructions with their config argument; `clientTracker`
 * answers "is this expression an old client?" for every form of the forms table (`forms.ts`):
 * variables, class fields (including NestJS-style `this.client`), parameters typed with the old
 * class, factories and lazy getters, containers, callbacks, and clients imported from other
 * modules. Both match the class by its import source, never by its name. The parts live in
 * `clients/`; this module puts them together.
 */
import type { SourceContext } from "../../src/codemod/migration.js";
import { findConstructions, type Construction } from "./clients/constructions.js";
import { findHeld, holderIn, type Held } from "./clients/held.js";
import { importedClients } from "./clients/imported.js";
import { collectTrackerPaths, type TrackerPaths } from "./clients/paths.js";
import { resolve } from "./clients/resolve.js";
import { propagate } from "./clients/rules.js";
import { seedImported, seedSubclasses, seedTyped } from "./clients/seeds.js";
import { emptyState, type TrackerState } from "./clients/state.js";

export {
  CLIENT_CLASS,
  findConstructions,
  isClientClass,
  isClientType,
  type Construction,
} from "./clients/constructions.js";
export { importedClients, type ImportedClient } from "./clients/imported.js";

export interface ClientTracker {
  /** Is `node` (an expression seen at `path`) an old client? */
  isClient(path: any, node?: any): boolean;
  /** The construction that a client expression comes from, when there is exactly one. */
  constructionOf(path: any, node?: any): Construction | null;
  /**
   * For an expression that is not known to be a client: the variable or `this` field it is read
   * from (`servers.get("a")`, `this.pool.main`) when that binding's value keeps a client where
   * the tracker cannot follow it (a `Map`, a field's object literal, a call's argument), else null.
   */
  holderOf(path: any, node?: any): string | null;
}

/** The file's tracker, shared by the migrations until one of them changes the tree. */
export function clientTracker(ctx: SourceContext): ClientTracker {
  return ctx.memo.get(TRACKER_KEY, () => buildTracker(ctx));
}
const TRACKER_KEY = "clients/tracker";

/** What the tracker learnt about the file, once per tree (the tracker and `moduleExports` read it). */
export function trackerState(ctx: SourceContext): { s: TrackerState; paths: TrackerPaths } {
  return ctx.memo.get(STATE_KEY, () => {
    const s = emptyState(ctx, findConstructions(ctx));
    const paths = collectTrackerPaths(ctx);
    seedSubclasses(s);
    seedTyped(s, paths);
    seedImported(s, importedClients(ctx));
    propagate(s, paths);
    return { s, paths };
  });
}
const STATE_KEY = "clients/state";

function buildTracker(ctx: SourceContext): ClientTracker {
  const { s, paths } = trackerState(ctx);
  // Found on the first question only: few files read an old member the tracker cannot place.
  let held: Held | null = null;
  return {
    isClient: (path, node = path.node) => resolve(s, path, node) !== undefined,
    constructionOf: (path, node = path.node) => resolve(s, path, node) ?? null,
    holderOf: (path, node = path.node) => holderIn((held ??= findHeld(s, paths)), path, node),
  };
}
