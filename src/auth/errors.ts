// Errors of the Node OAuth flow. Messages name the server and the step; they never contain
// tokens, codes, verifiers or client secrets.

export class OAuthFlowError extends Error {
  override name = "OAuthFlowError";
}

/**
 * The MCP server still answers `403 insufficient_scope` after the allowed number of step-up
 * authorizations (`maxStepUpRetries`): the person or the authorization server did not grant
 * the scope the request needs.
 */
export class OAuthScopeError extends OAuthFlowError {
  override name = "OAuthScopeError";

  constructor(
    readonly serverUrl: string,
    /** The scope the server's last challenge asked for. */
    readonly requiredScope: string | undefined,
    /** Step-up authorizations made for the request before giving up. */
    readonly attempts: number,
  ) {
    super(
      `${serverUrl} still refuses the request with insufficient_scope after ${attempts} ` +
        `step-up authorization${attempts === 1 ? "" : "s"}` +
        (requiredScope ? ` (required scope: ${requiredScope})` : ""),
    );
  }
}
