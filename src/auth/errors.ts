// Errors of the Node OAuth flow. Messages name the server and the step; they never contain
// tokens, codes, verifiers or client secrets.

export class OAuthFlowError extends Error {
  override name = "OAuthFlowError";
}
