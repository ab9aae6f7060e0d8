// Errors of the Node OAuth flow. Messages name the server and the step; they never contain
// tokens, codes, verifiers or client secrets.
import {
  InsufficientScopeError,
  OAuthClientFlowError,
  OAuthError,
  UnauthorizedError,
} from "@modelcontextprotocol/client";
import { MCPError } from "../errors.js";
import { safeUrl } from "../redaction.js";

/** A server URL as messages show it: origin and path, so a key in its query never leaks. */
export function serverLabel(serverUrl: string | URL): string {
  return safeUrl(new URL(serverUrl));
}

/** The Node OAuth flow failed (no token came back, the callback was wrong, the browser gave up). */
export class OAuthFlowError extends MCPError {
  override name = "OAuthFlowError";

  constructor(message: string, options?: ErrorOptions) {
    super(undefined, message, options);
  }
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
    /** Step-up authorizations made for the request before giving up (0: none could be made). */
    readonly attempts: number,
    options?: ErrorOptions,
  ) {
    super(
      attempts === 0
        ? `${serverLabel(serverUrl)} refuses the request with insufficient_scope, and the token's ` +
            `scope cannot be widened here (a fixed token or an auth function: no OAuth flow)` +
            (requiredScope ? ` (required scope: ${requiredScope})` : "")
        : `${serverLabel(serverUrl)} still refuses the request with insufficient_scope after ${attempts} ` +
            `step-up authorization${attempts === 1 ? "" : "s"}` +
            (requiredScope ? ` (required scope: ${requiredScope})` : ""),
      options,
    );
  }
}

/**
 * The SDK's refusal of a request for want of scope where no OAuth flow can step up
 * (`InsufficientScopeError`) as an {@link OAuthScopeError}, so a refused scope has one class at
 * a call and at `listTools()`, with or without `auth: "oauth"`. Anything else: undefined.
 */
export function asOAuthScopeError(error: unknown, serverUrl: URL): OAuthScopeError | undefined {
  if (!(error instanceof InsufficientScopeError)) return undefined;
  return new OAuthScopeError(String(serverUrl), error.requiredScope, 0, { cause: error });
}

/**
 * Whether an error is an authorization failure (ours or the SDK's OAuth family): the person,
 * the authorization server or the configuration said no. Such an error is raised as it is,
 * never retried as a connection failure, so callers can tell it by its class.
 */
export function isOAuthFailure(error: unknown): boolean {
  return (
    error instanceof OAuthFlowError ||
    error instanceof OAuthClientFlowError ||
    error instanceof OAuthError ||
    error instanceof UnauthorizedError
  );
}
