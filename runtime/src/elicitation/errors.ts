// Errors raised by the elicitation building blocks. Messages name the server, tool and key so a
// person can act on them; they never carry tokens or other secrets.
import { MCPError } from "../errors.js";
import { boundErrors } from "./bounds.js";

// Sampling, roots and URL-mode elicitation are refused with the runtime's shared error; a call
// that cannot pause raises the runtime's ElicitationUnavailableError (with its `reason`).
export {
  ElicitationUnavailableError,
  NotImplementedError,
  type ElicitationUnavailableReason,
} from "../errors.js";

/** An answer in the resume value is malformed, or its `accept` content breaks the requested schema. */
export class InvalidElicitationAnswerError extends MCPError {
  override name = "InvalidElicitationAnswerError";
  constructor(
    readonly key: string,
    readonly problems: string[],
  ) {
    // The message is bounded like an interrupt's errors; `problems` keeps every one.
    super(
      undefined,
      `Invalid answer for elicitation "${key}": ${boundErrors(problems).join("; ")}`,
    );
  }
}
