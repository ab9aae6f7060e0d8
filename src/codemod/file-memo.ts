/**
 * The memo every migration of one file shares (`ctx.memo`). Each compiled transform bundles
 * its own copy of the helpers, so a module-level cache would not be shared between
 * migrations; this one is, and it is keyed by the helpers' own names: the engine only says
 * when a migration changed the tree, and never needs to know what is kept here.
 */
export class FileMemo {
  /** Values that describe the tree as it was: dropped when a migration changes it. */
  readonly #current = new Map<string, unknown>();
  /** Values that outlive a change: brought up to date by their owner on the next read. */
  readonly #kept = new Map<string, { value: unknown; changes: number }>();
  #changes = 0;

  /** How many migrations have changed the tree so far. */
  get changes(): number {
    return this.#changes;
  }

  /** `build()`'s value for `key`, built once until a migration changes the tree. */
  get<T>(key: string, build: () => T): T {
    if (this.#current.has(key)) return this.#current.get(key) as T;
    const value = build();
    this.#current.set(key, value);
    return value;
  }

  /**
   * A value kept across changes of the tree: `update` receives the value stored before
   * (undefined the first time) whenever the tree changed since it was stored, and returns the
   * value for the tree as it is now (revalidating what it can instead of rebuilding it).
   */
  kept<T>(key: string, update: (previous: T | undefined) => T): T {
    const hit = this.#kept.get(key);
    if (hit && hit.changes === this.#changes) return hit.value as T;
    const value = update(hit?.value as T | undefined);
    this.#kept.set(key, { value, changes: this.#changes });
    return value;
  }

  /** Forget `key` (its owner changed what it describes). */
  delete(key: string): void {
    this.#current.delete(key);
    this.#kept.delete(key);
  }

  /** For the engine: a migration changed the tree. */
  treeChanged(): void {
    this.#current.clear();
    this.#changes++;
  }
}
