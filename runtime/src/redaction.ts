// The one home of redaction: what counts as a secret (a configured token, header values, the
// credentials and key-like parts of a URL), and removing secrets from any text before it
// reaches an error, a warning, a log, a ToolMessage or a printed object. Known secret values
// are removed wherever they occur (also in text a server sends back); secret-shaped text
// (`Bearer …`, `api_key=…`, URL user info, key-like URL path segments) is removed from
// messages this package writes.

const REDACTED = "[redacted]";
/** Shorter known values are not removed: they would cut ordinary words apart. */
const MIN_SECRET_LENGTH = 4;

/**
 * A URL path segment that looks like a key (hosted servers put their key in the path:
 * `/mcp/sk-…/`): a known key prefix, or a long run of letters and digits.
 */
export function isKeyLike(segment: string): boolean {
  if (
    /^(sk|pk|rk|ak|api|key|tok|token|ghp|gho|ghu|ghs|github_pat|glpat|xox[abprs])[-_]\w{8,}/i.test(
      segment,
    )
  ) {
    return true;
  }
  return (
    segment.length >= 24 &&
    /^[\w.~-]+$/.test(segment) &&
    /\d/.test(segment) &&
    /[a-z]/i.test(segment)
  );
}

/** A URL for messages: scheme, host and path, without user info, query, or key-like segments. */
export function safeUrl(url: URL): string {
  const path = url.pathname
    .split("/")
    .map((segment) => (isKeyLike(decodeSafely(segment)) ? REDACTED : segment))
    .join("/");
  return `${url.protocol}//${url.host}${path}`;
}

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The secret parts of a URL: user, password, query values, key-like path segments (raw and decoded). */
export function urlSecrets(url: URL): string[] {
  const secrets = [url.username, url.password, ...url.searchParams.values()];
  for (const segment of url.pathname.split("/"))
    if (isKeyLike(decodeSafely(segment))) secrets.push(segment);
  return secrets.flatMap((s) => [s, decodeSafely(s)]).filter((s) => s.length > 0);
}

/** Names of settings whose values are secrets (environment variables, headers). */
const SECRET_NAME = /key|token|secret|pass|auth|cookie|credential|session|sig/i;

/** What a client was configured with that may be secret. */
export interface SecretSources {
  auth?: unknown;
  headers?: Record<string, string>;
  url?: URL;
  env?: Record<string, string>;
}

/**
 * The secret values of a configuration: the bearer token, every header value, the URL's
 * secrets, and environment values. `everyValue: false` keeps only header and environment
 * values under secret names or that look like keys (for text from servers, where removing an
 * ordinary value such as "application/json" or "production" would corrupt results).
 */
export function configuredSecrets(sources: SecretSources, everyValue = true): string[] {
  const secrets: string[] = [];
  const counts = (name: string, value: string) =>
    everyValue || SECRET_NAME.test(name) || isKeyLike(value);
  if (typeof sources.auth === "string" && sources.auth !== "oauth") secrets.push(sources.auth);
  for (const [name, value] of Object.entries(sources.headers ?? {})) {
    if (!counts(name, value)) continue;
    secrets.push(value);
    // `Bearer <token>`, `sid=<value>`: the credential alone is the secret too
    const credential = /^\s*\w+[\s=]+(.+)$/.exec(value)?.[1];
    if (credential) secrets.push(credential);
  }
  if (sources.url) secrets.push(...urlSecrets(sources.url));
  for (const [name, value] of Object.entries(sources.env ?? {})) {
    if (counts(name, value)) secrets.push(value);
  }
  return (
    [...new Set(secrets.filter((s) => typeof s === "string" && s.length >= MIN_SECRET_LENGTH))]
      // longest first: a secret that contains another is removed whole
      .sort((a, b) => b.length - a.length)
  );
}

/** Removes known secret values from a text (exact occurrences only). */
export function removeSecretValues(text: string, secrets: readonly string[] | undefined): string {
  for (const secret of secrets ?? []) {
    if (secret.length >= MIN_SECRET_LENGTH && text.includes(secret))
      text = text.split(secret).join(REDACTED);
  }
  return text;
}

/** `value` (a tool result, a log message) with every configured secret removed from its strings (a copy where one was found). */
export function removeSecretsDeep(value: unknown, secrets: readonly string[], depth = 0): unknown {
  if (typeof value === "string") return removeSecretValues(value, secrets);
  if (typeof value !== "object" || value === null || depth > 64) return value;
  let copy: unknown[] | Record<string, unknown> | undefined;
  const entries = Array.isArray(value) ? value.entries() : Object.entries(value);
  for (const [key, item] of entries) {
    const clean = removeSecretsDeep(item, secrets, depth + 1);
    if (clean === item) continue;
    copy ??= Array.isArray(value) ? [...value] : { ...value };
    (copy as Record<string | number, unknown>)[key] = clean;
  }
  return copy ?? value;
}

const URL_IN_TEXT = /\b[a-z][a-z0-9+.-]*:\/\/[^\s"'<>()]+/gi;

/** Strips what may carry a secret (bearer tokens, keys, URL credentials and keys) from a text. */
export function redactSecrets(text: string): string {
  return text
    .replace(URL_IN_TEXT, redactUrlText)
    .replace(/(bearer|basic)\s+[^\s"',;]+/gi, `$1 ${REDACTED}`)
    .replace(
      /(authorization|api[-_]?key|token|secret|password|cookie)(["']?\s*[:=]\s*["']?)[^\s"',;}&]+/gi,
      `$1$2${REDACTED}`,
    );
}

/** A URL found in a text: no user info, no query values, no key-like path segments. */
function redactUrlText(found: string): string {
  const at = /^([a-z][a-z0-9+.-]*:\/\/)([^/?#]*@)?([^/?#]*)([^?#]*)(\?[^#]*)?(#.*)?$/i.exec(found);
  if (!at) return found;
  const [, scheme, userinfo, host, path, query = "", hash = ""] = at;
  const cleanPath = path
    .split("/")
    .map((segment) => (isKeyLike(decodeSafely(segment)) ? REDACTED : segment))
    .join("/");
  const cleanQuery = query.replace(/=([^&]*)/g, `=${REDACTED}`);
  return `${scheme}${userinfo ? `${REDACTED}@` : ""}${host}${cleanPath}${cleanQuery}${hash}`;
}

/** Removes known secrets, then anything secret-shaped: for messages this package writes. */
export function redact(text: string, secrets?: readonly string[]): string {
  return redactSecrets(removeSecretValues(text, secrets));
}

/**
 * An error (a server's error answer, a failed request) with known secrets and secret-shaped
 * text removed from its message and stack, known secrets from its `data`, and the same for its
 * causes. Changed in place: the error keeps its class and fields; a frozen one stays as it is.
 */
export function removeSecretsFromError<E>(error: E, secrets: readonly string[], depth = 0): E {
  if (!(error instanceof Error) || depth > 8) return error;
  try {
    error.message = redact(error.message, secrets);
    if (error.stack) error.stack = redact(error.stack, secrets);
    const withData = error as Error & { data?: unknown };
    if (withData.data !== undefined) withData.data = removeSecretsDeep(withData.data, secrets);
  } catch {
    // a frozen error: left as it is
  }
  removeSecretsFromError(error.cause, secrets, depth + 1);
  return error;
}
