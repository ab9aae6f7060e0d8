// `grant: "client_credentials"`: machine to machine, no browser. The SDK's own providers do
// the work (`client_secret_basic` or `private_key_jwt`); this only maps our options onto them.
import {
  ClientCredentialsProvider,
  PrivateKeyJwtProvider,
  type OAuthClientProvider,
} from "@modelcontextprotocol/client";
import { checkOAuthOptions, type NodeOAuthOptions } from "./provider.js";

const DEFAULT_CLIENT_NAME = "langchain-mcp-bridge";

/** An SDK client-credentials provider for `clientId` + `clientSecret` or a private key. */
export function createClientCredentialsProvider(
  serverUrl: string | URL,
  options: NodeOAuthOptions,
): OAuthClientProvider {
  checkOAuthOptions(String(serverUrl), { grant: "client_credentials", ...options });
  const common = {
    clientId: options.clientId!,
    clientName: options.clientName ?? DEFAULT_CLIENT_NAME,
    scope: options.scope,
    // Credentials bound to one authorization server are never sent to another (SEP-2352).
    ...(options.issuer !== undefined ? { expectedIssuer: options.issuer } : {}),
  };
  if (options.privateKey !== undefined) {
    return new PrivateKeyJwtProvider({
      ...common,
      privateKey: options.privateKey,
      algorithm: options.signingAlgorithm!,
    });
  }
  return new ClientCredentialsProvider({ ...common, clientSecret: options.clientSecret! });
}
