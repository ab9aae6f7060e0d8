// Error texts about an answer go into interrupt values (so into checkpoints) and messages. A
// server may send a huge form (thousands of fields or choices): the texts stay small anyway.
import { redactSecrets } from "../redaction.js";

export interface ErrorLimits {
  /** Entries at most, the note about the rest included. */
  count: number;
  /** Characters per entry at most. */
  chars: number;
  /** UTF-8 bytes of all entries together at most. */
  bytes: number;
}

/** The limits for one interrupt (its questions share them). */
export const ERROR_LIMITS: Readonly<ErrorLimits> = { count: 20, chars: 200, bytes: 4096 };

/** Room kept for the note; it says at most "…and 9999999999 more problems not shown". */
const NOTE_BYTES = 48;

const utf8 = new TextEncoder();

/**
 * The first problems that fit `limits`, each cut to `limits.chars` and cleared of secret-shaped
 * text (`Bearer …`, `api_key=…`, URL credentials), then a note of how many were left out.
 */
export function boundErrors(
  problems: readonly string[],
  limits: Readonly<ErrorLimits> = ERROR_LIMITS,
): string[] {
  const kept: string[] = [];
  let bytes = 0;
  for (const [index, problem] of problems.entries()) {
    // Past the last problem no note follows: it may use the room kept for one.
    const last = index === problems.length - 1;
    if (kept.length >= (last ? limits.count : limits.count - 1)) break;
    // Cut before redacting (a problem may be huge), and after (redaction may lengthen it).
    const text = clip(redactSecrets(clip(problem, limits.chars * 2)), limits.chars);
    const size = utf8.encode(text).length;
    if (bytes + size > (last ? limits.bytes : limits.bytes - NOTE_BYTES)) break;
    kept.push(text);
    bytes += size;
  }
  const left = problems.length - kept.length;
  if (left > 0) kept.push(`…and ${left} more problem${left === 1 ? "" : "s"} not shown`);
  return kept;
}

/** `text` cut to `chars` characters, ending in "…" when cut (never inside a surrogate pair). */
function clip(text: string, chars: number): string {
  if (text.length <= chars) return text;
  let end = chars - 1;
  if (/[\uD800-\uDBFF]/.test(text[end - 1] ?? "")) end--;
  return `${text.slice(0, end)}…`;
}
