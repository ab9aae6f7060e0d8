// Per-server OAuth state on disk: one JSON file per MCP server URL, readable by the owner only
// (file 0600, directory 0700). Tokens never leave this module except to the OAuth provider.
import { chmod, mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { createHash, randomBytes } from "node:crypto";
import { homedir } from "node:os";
import { join } from "node:path";
import type {
  OAuthDiscoveryState,
  StoredOAuthClientInformation,
  StoredOAuthTokens,
} from "@modelcontextprotocol/client";

/** What one authorization server issued to this client: kept apart from every other's. */
export interface IssuerCredentials {
  clientInformation?: StoredOAuthClientInformation;
  tokens?: StoredOAuthTokens;
  /** Epoch ms when `tokens.access_token` expires (from `expires_in` at save time). */
  accessTokenExpiresAt?: number;
}

/** What is kept for one server between runs. */
export interface StoredServerAuth {
  serverUrl: string;
  /**
   * Credentials per authorization server `issuer`: a client id or token of one server is never
   * offered to another (the MCP server may move to a new authorization server).
   */
  issuers: Record<string, IssuerCredentials>;
  /** The issuer whose tokens were saved last: the ones sent to the MCP server. */
  currentIssuer?: string;
  discoveryState?: OAuthDiscoveryState;
  /** The loopback port used last time, tried first next time. */
  callbackPort?: number;
}

/** Default cache directory: the platform's per-user cache, under `langchain-mcp-bridge/oauth`. */
export function defaultOAuthCacheDir(): string {
  const home = homedir();
  const base =
    process.platform === "win32"
      ? (process.env.LOCALAPPDATA ?? join(home, "AppData", "Local"))
      : process.platform === "darwin"
        ? join(home, "Library", "Caches")
        : (process.env.XDG_CACHE_HOME ?? join(home, ".cache"));
  return join(base, "langchain-mcp-bridge", "oauth");
}

/**
 * `<host>-<12 hex of sha256(url)>.json`: readable, and distinct per server URL; with a `user`,
 * the digest covers the user too (a user name never appears in the file name).
 */
export function oauthCacheFileName(serverUrl: string, user?: string): string {
  const host = new URL(serverUrl).host.replace(/[^A-Za-z0-9.-]/g, "_");
  const key = user === undefined ? serverUrl : `${serverUrl}\n${user}`;
  const digest = createHash("sha256").update(key).digest("hex").slice(0, 12);
  return `${host}-${digest}.json`;
}

export class OAuthTokenStore {
  readonly file: string;
  // The transport asks for the token before every request: serve it from memory after the
  // first read, and keep writes in order.
  private cached?: StoredServerAuth;
  private writing: Promise<unknown> = Promise.resolve();

  constructor(
    readonly serverUrl: string,
    readonly dir: string = defaultOAuthCacheDir(),
    readonly user?: string,
  ) {
    this.file = join(dir, oauthCacheFileName(serverUrl, user));
  }

  async read(): Promise<StoredServerAuth> {
    this.cached ??= await this.readFile();
    return this.cached;
  }

  /** Applies `change` to the stored state and writes it atomically with mode 0600. */
  update(change: (state: StoredServerAuth) => void): Promise<StoredServerAuth> {
    const next = this.writing.then(async () => {
      const state = structuredClone(await this.read());
      change(state);
      await mkdir(this.dir, { recursive: true, mode: 0o700 });
      await chmod(this.dir, 0o700);
      const temp = `${this.file}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
      await writeFile(temp, JSON.stringify(state, null, 2), { mode: 0o600 });
      await chmod(temp, 0o600);
      await rename(temp, this.file);
      this.cached = state;
      return state;
    });
    this.writing = next.catch(() => undefined);
    return next;
  }

  async clear(): Promise<void> {
    await this.writing;
    await rm(this.file, { force: true });
    this.cached = emptyState(this.serverUrl);
  }

  private async readFile(): Promise<StoredServerAuth> {
    try {
      const parsed = JSON.parse(await readFile(this.file, "utf8")) as StoredServerAuth;
      // A file for another URL (hash collision, hand edit) is not ours to use.
      if (parsed.serverUrl === this.serverUrl) return fromEarlierLayout(parsed);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT" && !(error instanceof SyntaxError)) {
        throw error;
      }
    }
    return emptyState(this.serverUrl);
  }
}

function emptyState(serverUrl: string): StoredServerAuth {
  return { serverUrl, issuers: {} };
}

/**
 * Files of the earlier layout held one client and one token set at the top level. The SDK
 * stamped them with their issuer, so they move under it; unstamped ones cannot be attributed
 * to an authorization server and are dropped (the next run logs in again).
 */
function fromEarlierLayout(parsed: StoredServerAuth): StoredServerAuth {
  const legacy = parsed as StoredServerAuth & IssuerCredentials;
  const state: StoredServerAuth = { ...parsed, issuers: parsed.issuers ?? {} };
  const issuer = legacy.tokens?.issuer ?? legacy.clientInformation?.issuer;
  if (issuer && !state.issuers[issuer]) {
    state.issuers[issuer] = {
      clientInformation: legacy.clientInformation,
      tokens: legacy.tokens,
      accessTokenExpiresAt: legacy.accessTokenExpiresAt,
    };
    state.currentIssuer ??= issuer;
  }
  delete (state as Partial<IssuerCredentials>).clientInformation;
  delete (state as Partial<IssuerCredentials>).tokens;
  delete (state as Partial<IssuerCredentials>).accessTokenExpiresAt;
  return state;
}
