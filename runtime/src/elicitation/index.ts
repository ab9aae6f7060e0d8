// Public entry `langchain-mcp-bridge/elicitation`: the interrupt payload and answer types, the
// answer validator, and the errors a paused or failed elicitation can raise.
export type {
  ElicitationAnswer,
  ElicitationInterrupt,
  ElicitationPropertySchema,
  ElicitationRequest,
  ElicitationRequestedSchema,
  ElicitationResume,
  ElicitationValue,
} from "./types.js";
export { validateElicitationAnswer, validateElicitationContent } from "./validate.js";
export { pushedElicitationKey } from "./keys.js";
export {
  ElicitationUnavailableError,
  InvalidElicitationAnswerError,
  NotImplementedError,
} from "./errors.js";
