// The recovery decision after a connection failure, per request kind, over every combination
// of the failure's facts (client/replay.ts).
import { describe, expect, it } from "vitest";
import { recoveryAfter, type FailureFacts } from "../../runtime/src/client/replay.js";

const FACTS = ["alive", "notRun", "tracked", "replaySafe"] as const;
const every: FailureFacts[] = Array.from({ length: 16 }, (_, bits) => {
  const facts = {} as FailureFacts;
  FACTS.forEach((name, i) => (facts[name] = Boolean(bits & (1 << i))));
  return facts;
});

describe("recoveryAfter", () => {
  it("never replays without letting the session go", () => {
    for (const kind of ["call", "read", "task-creation", "task-step"] as const)
      for (const facts of every) {
        const { discard, replay } = recoveryAfter(kind, facts);
        expect(!replay || discard, `${kind} ${JSON.stringify(facts)}`).toBe(true);
      }
  });

  it("a call that may have run is sent again only for a read-only or idempotent tool", () => {
    for (const facts of every.filter((f) => !f.alive)) {
      expect(recoveryAfter("call", facts).replay).toBe(facts.notRun || facts.replaySafe);
    }
  });

  it("a call whose connection still stands keeps it unless the server tracks the session", () => {
    const alive = { alive: true, notRun: false, replaySafe: true };
    expect(recoveryAfter("call", { ...alive, tracked: false })).toEqual({
      discard: false,
      replay: false,
    });
    expect(recoveryAfter("call", { ...alive, tracked: true })).toEqual({
      discard: true,
      replay: true,
    });
    // It certainly did not run: a new session and one more try.
    expect(recoveryAfter("call", { ...alive, notRun: true, tracked: false }).replay).toBe(true);
  });

  it("a read is always sent again; a task creation never; a task step once its session is gone", () => {
    for (const facts of every) {
      expect(recoveryAfter("read", facts)).toEqual({ discard: true, replay: true });
      expect(recoveryAfter("task-creation", facts).replay).toBe(false);
      expect(recoveryAfter("task-step", facts)).toEqual({
        discard: !facts.alive,
        replay: !facts.alive,
      });
    }
  });
});
