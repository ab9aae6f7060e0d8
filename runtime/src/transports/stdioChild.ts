// A stdio server that closes its stdout but keeps running can never answer again, yet the SDK's
// stdio transport only closes when the process exits: calls in flight, and every later call on
// that session, would each wait out their whole timeout. The SDK keeps its ChildProcess private
// and has no hook, so the child is seen through Node's public `child_process` diagnostics
// channel while the transport spawns it; when its stdout ends and it has not exited shortly
// after, it is stopped, which closes the transport (the SDK's own exit handling) and fails
// those calls at once. See docs/architecture.md ("Workarounds").
import type { ChildProcess } from "node:child_process";
import { subscribe, unsubscribe } from "node:diagnostics_channel";

/** How long a child whose stdout ended may take to exit on its own (a normal exit). */
const EXIT_GRACE_MS = 100;
/** How long a stopped child may take to exit on SIGTERM before it is killed. */
const KILL_AFTER_MS = 2_000;

const CHANNEL = "child_process";

/**
 * Runs `start` (which spawns one child synchronously, as the SDK's stdio transport does) and
 * returns the ChildProcess it created, when Node published it (Node >= 16.18).
 */
export async function startSeeingChild(
  start: () => Promise<void>,
): Promise<ChildProcess | undefined> {
  let child: ChildProcess | undefined;
  const onSpawn = (message: unknown) => {
    child ??= (message as { process?: ChildProcess }).process;
  };
  subscribe(CHANNEL, onSpawn);
  let started: Promise<void>;
  try {
    started = start();
  } finally {
    unsubscribe(CHANNEL, onSpawn);
  }
  await started;
  return child;
}

/**
 * Calls `onStuck` and stops the child when its stdout ends while the process keeps running.
 * A child that exits (its stdout ends with it) is left alone.
 */
export function stopWhenStdoutEnds(child: ChildProcess, onStuck: () => void): void {
  const running = () => child.exitCode === null && child.signalCode === null;
  child.stdout?.once("end", () => {
    const timer = setTimeout(() => {
      if (!running()) return;
      onStuck();
      child.kill("SIGTERM");
      setTimeout(() => running() && child.kill("SIGKILL"), KILL_AFTER_MS).unref();
    }, EXIT_GRACE_MS);
    timer.unref();
    child.once("exit", () => clearTimeout(timer));
  });
}
