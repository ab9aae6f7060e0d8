// The second leg of an authorization-code flow driven by the caller's own OAuthClientProvider:
// the person came back with a code; redeem it. The SDK validates the RFC 9207 `iss` against
// the issuer it recorded before the code is sent anywhere.
import { auth, type FetchLike, type OAuthClientProvider } from "@modelcontextprotocol/client";
import { OAuthFlowError, serverLabel } from "./errors.js";

/**
 * Exchanges the code of an authorization callback for tokens, saved through the provider.
 * `callback` is the redirect URL the browser came back to, its query parameters, or the bare
 * code (then pass `iss` when the callback carried one).
 */
export async function finishAuthorization(
  provider: OAuthClientProvider,
  serverUrl: string | URL,
  callback: string | URL | URLSearchParams,
  options: { iss?: string; fetch?: FetchLike } = {},
): Promise<void> {
  let code: string | null;
  let iss = options.iss;
  if (typeof callback === "string") {
    code = callback;
  } else {
    const params = callback instanceof URL ? callback.searchParams : callback;
    code = params.get("code");
    iss = params.get("iss") ?? iss;
    // The error text of a callback may come from a mix-up attacker: only its code is named.
    if (!code) {
      const error = params.get("error");
      throw new OAuthFlowError(
        `Authorization for ${serverLabel(serverUrl)} was refused: ${error ? errorCode(error) : "no code returned"}`,
      );
    }
  }
  if (!code) throw new OAuthFlowError(`finishAuth for ${serverLabel(serverUrl)} needs a code`);
  const result = await auth(provider, {
    serverUrl,
    authorizationCode: code,
    iss,
    fetchFn: options.fetch,
  });
  if (result !== "AUTHORIZED") {
    throw new OAuthFlowError(`Authorization for ${serverLabel(serverUrl)} did not yield a token`);
  }
}

/** An OAuth error code is a short token of printable ASCII; anything else is not repeated. */
function errorCode(value: string): string {
  return /^[\x20-\x21\x23-\x5B\x5D-\x7E]{1,64}$/.test(value) ? value : "(unrecognised error)";
}
