// Progress notifications routed to the calls that asked for them, by a token we choose.
import type { InboundFilter } from "./inbound.js";

export type ProgressParams = {
  progressToken: string | number;
  progress: number;
  total?: number;
  message?: string;
};

/**
 * Routes `notifications/progress` to calls by a token we choose. The SDK dispatches
 * notifications on a later microtask but settles responses at once, so progress that arrives
 * in the same chunk as the result (SSE, stdio) would be dropped; routing here is synchronous.
 */
export class ProgressRouter {
  readonly #handlers = new Map<string, (params: ProgressParams) => void>();
  #next = 0;

  register(handler: (params: ProgressParams) => void): string {
    const token = `lmb-${++this.#next}`;
    this.#handlers.set(token, handler);
    return token;
  }

  release(token: string): void {
    this.#handlers.delete(token);
  }

  /** The inbound filter: handles the message if it is progress for one of our tokens. */
  readonly route: InboundFilter = (message) => {
    const m = message as { method?: string; params?: { progressToken?: unknown } };
    if (this.#handlers.size === 0 || m.method !== "notifications/progress") return false;
    const handler = this.#handlers.get(m.params?.progressToken as string);
    if (handler === undefined) return false;
    handler(m.params as ProgressParams);
    return true;
  };
}
