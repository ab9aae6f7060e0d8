// perUserOAuth against the real auth test servers: an expired access token is renewed with
// the refresh token of the user the call is made for, once per user however many of that
// user's calls need it, and never by sending anyone to log in again.
import { afterEach, beforeEach, expect, it } from "vitest";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { MCPClient, perUserOAuth, type AuthFunction } from "../../runtime/src/index.js";
import { browser } from "./helpers.js";
import { startOAuthServers, type OAuthTestServers } from "./servers.js";

let cacheDir: string;
let servers: OAuthTestServers | undefined;
beforeEach(async () => {
  cacheDir = await mkdtemp(join(tmpdir(), "mcp-per-user-refresh-"));
});
afterEach(async () => {
  await servers?.close();
  await rm(cacheDir, { recursive: true, force: true });
});

const USERS = ["alice", "bob", "carol"];
const CALLS_PER_USER = 4;
const LIFETIME_S = 2;

it("3 users x 4 parallel calls after expiry: each call has its user's refreshed token", async () => {
  // A server anyone may connect to and list; each call needs its user's valid token.
  servers = await startOAuthServers({ expiresIn: LIFETIME_S }, { protectOnly: ["tools/call"] });
  const oauth = perUserOAuth(servers.mcpUrl, {
    cacheDir,
    openUrl: browser,
    log: () => {},
    userOf: (config) => config?.configurable?.user as string | undefined,
  });
  for (const user of USERS) await oauth.forUser(user).authorize();
  expect(servers.record).toMatchObject({ authorizations: 3, refreshes: 0 });
  const expired = await Promise.all(USERS.map((user) => oauth.forUser(user).provider.tokens()));
  await sleep(LIFETIME_S * 1000 + 100);

  // What each call was handed, by user.
  const handed = new Map<string, (string | undefined)[]>();
  const auth: AuthFunction = async (scope) => {
    const token = await oauth.auth(scope);
    const user = scope.config?.configurable?.user as string | undefined;
    if (user !== undefined) handed.set(user, [...(handed.get(user) ?? []), token]);
    return token;
  };
  const mcp = new MCPClient(servers.mcpUrl, { auth });
  try {
    const results = await Promise.all(
      USERS.flatMap((user) =>
        Array.from({ length: CALLS_PER_USER }, () =>
          mcp.callTool("whoami", {}, { config: { configurable: { user } } }),
        ),
      ),
    );
    expect(results.map((r) => r.isError ?? false)).toEqual(Array(12).fill(false));
  } finally {
    await mcp.close();
  }

  expect(servers.record).toMatchObject({ authorizations: 3, refreshes: 3 });
  const current = await Promise.all(USERS.map((user) => oauth.forUser(user).accessToken()));
  expect(new Set(current).size).toBe(3);
  USERS.forEach((user, i) => {
    expect(current[i]).not.toBe(expired[i]?.access_token);
    expect(handed.get(user)).toEqual(Array(CALLS_PER_USER).fill(current[i]));
    const seen = servers!.mcpAuthorizationHeaders.filter((h) => h === `Bearer ${current[i]}`);
    expect(seen).toHaveLength(CALLS_PER_USER);
  });
});
