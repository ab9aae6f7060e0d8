// What a server says back, made safe and typed for the user: configured secrets a server may
// echo removed from its error texts and error results, and the SDK's errors for a timeout, a
// missing client capability or a missing scope as the runtime's own classes.
import { SdkError, SdkErrorCode, type CallToolResult } from "@modelcontextprotocol/client";
import { asOAuthScopeError } from "../auth/index.js";
import { MCPConnectionError, MCPTimeoutError, NotImplementedError } from "../errors.js";
import { configuredSecrets, removeSecretsDeep, removeSecretsFromError } from "../redaction.js";
import type { TransportDescription } from "../transports/types.js";
import { CAPABILITY_REQUESTS, missingCapability } from "./failures.js";
import type { MCPClientOptions } from "./types.js";

export class ServerVoice {
  readonly #server: () => string;
  readonly #options: Readonly<MCPClientOptions>;
  readonly #transport: TransportDescription | undefined;
  /** Secrets a server may echo back (in an error text, a result): computed once. */
  #echoed: string[] | undefined;

  constructor(
    server: () => string,
    options: Readonly<MCPClientOptions>,
    transport: TransportDescription | undefined,
  ) {
    this.#server = server;
    this.#options = options;
    this.#transport = transport;
  }

  /** Values that must never appear in an error message: the token, header values, URL secrets, env. */
  secrets(everyValue = true): string[] {
    const own = this.#transport?.secretSources() ?? {};
    return configuredSecrets(
      {
        ...own,
        auth: this.#options.auth,
        headers: { ...own.headers, ...this.#options.headers },
      },
      everyValue,
    );
  }

  echoed(): string[] {
    return (this.#echoed ??= this.secrets(false));
  }

  /** An error from the server, its text cleared of configured secrets it may echo. */
  errorWithoutSecrets<E>(error: E): E {
    if (!(error instanceof Error) || error instanceof MCPConnectionError) return error;
    return removeSecretsFromError(error, this.echoed());
  }

  /**
   * An error result whose text a server may have filled with a configured secret (an echoed
   * token). A successful result is the server's data: returned as it came, never altered.
   */
  resultWithoutSecrets(result: CallToolResult): CallToolResult {
    if (result.isError !== true) return result;
    const secrets = this.echoed();
    return secrets.length === 0 ? result : (removeSecretsDeep(result, secrets) as CallToolResult);
  }

  /**
   * The SDK's request timeout and its refusals for want of a capability or scope as the
   * runtime's own classes, one each for calls and lists alike; secrets removed.
   */
  asRuntimeError(error: unknown, tool?: string): unknown {
    const source = { server: this.#server(), tool };
    if (error instanceof SdkError && error.code === SdkErrorCode.RequestTimeout)
      return this.errorWithoutSecrets(new MCPTimeoutError(source, error));
    const capability = missingCapability(error);
    if (capability !== undefined) {
      const request = CAPABILITY_REQUESTS[capability] ?? capability;
      return this.errorWithoutSecrets(new NotImplementedError(request, source, capability));
    }
    const url = (this.#transport as { url?: unknown } | undefined)?.url;
    return this.errorWithoutSecrets((url instanceof URL && asOAuthScopeError(error, url)) || error);
  }
}
