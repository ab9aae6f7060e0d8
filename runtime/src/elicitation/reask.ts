// The one decision about a resume value: a valid answer goes to the server; an invalid one asks
// the same question again, with what was wrong, instead of failing the call (the person can fix
// it; the model could not). Both question paths (modern rounds, legacy pushes) use it.
import { boundErrors, ERROR_LIMITS, type ErrorLimits } from "./bounds.js";
import type { ElicitationAnswer, ElicitationRequest } from "./types.js";
import { checkElicitationAnswer } from "./validate.js";

export interface ResumeDecision {
  /** Valid answers, in wire form, by key. */
  answers: Record<string, ElicitationAnswer>;
  /** What to pause with next: unanswered questions as they were, invalid ones with `errors`. */
  askAgain: ElicitationRequest[];
}

/**
 * Decides the open questions of one interrupt against the `responses` of a resume value. Pure.
 * The questions share `limits` (each gets its part of the bytes), so an interrupt's error text
 * stays within them whatever the forms' size.
 */
export function decideAnswers(
  open: readonly ElicitationRequest[],
  responses: Readonly<Record<string, unknown>>,
  limits: Readonly<ErrorLimits> = ERROR_LIMITS,
): ResumeDecision {
  const share = { ...limits, bytes: Math.floor(limits.bytes / Math.max(open.length, 1)) };
  const decision: ResumeDecision = { answers: {}, askAgain: [] };
  for (const request of open) {
    const raw = Object.hasOwn(responses, request.key) ? responses[request.key] : undefined;
    if (raw === undefined) {
      decision.askAgain.push(request);
      continue;
    }
    const checked = checkElicitationAnswer(raw, request.requestedSchema);
    if (checked.answer) decision.answers[request.key] = checked.answer;
    else decision.askAgain.push({ ...request, errors: boundErrors(checked.problems, share) });
  }
  return decision;
}
