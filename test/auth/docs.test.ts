// docs/auth.md's runnable examples, run exactly as written: every ```ts block between the
// auth-examples markers, executed from the repository root with `langchain-mcp-bridge`
// resolved to this checkout's source (tsconfig `paths`), against the OAuth test servers.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, afterEach, expect, it } from "vitest";
import { ROOT, sourceTsconfig, tsBlocks } from "../doc-blocks.js";
import { consent } from "./helpers.js";
import { startOAuthServers, type OAuthTestServers } from "./servers.js";

const scratch = mkdtempSync(join(ROOT, "test", "auth", ".docs-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
let servers: OAuthTestServers | undefined;
afterEach(async () => servers?.close());

const examples = () => tsBlocks("docs/auth.md", "auth-examples");
const tsconfig = sourceTsconfig(scratch);

/** Runs example `index`; a printed authorization URL is followed as the person's browser would. */
function run(index: number, env: Record<string, string>) {
  const script = join(scratch, `example-${index}.mts`);
  writeFileSync(script, examples()[index]);
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", script], {
      cwd: ROOT,
      env: { ...process.env, ...env, CI: "1", TSX_TSCONFIG_PATH: tsconfig },
    });
    let stdout = "";
    let stderr = "";
    let browsed = false;
    const timer = setTimeout(() => child.kill(), 60_000);
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
      const url = /opening this URL in a browser:\s+(\S+)/.exec(stderr)?.[1];
      if (url && !browsed) {
        browsed = true;
        void consent(url).then((back) => fetch(back));
      }
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

const client = { client_id: "docs-client", client_secret: "docs-secret-7d1e" };

it("there are the two runnable examples", () => {
  expect(examples()).toHaveLength(2);
});

it("pre-registered credentials: the person logs in, nothing is registered", async () => {
  servers = await startOAuthServers({
    expiresIn: 3600,
    noDynamicRegistration: true,
    preRegistered: client,
  });
  const result = await run(0, {
    MCP_URL: servers.mcpUrl.href,
    OAUTH_CLIENT_ID: client.client_id,
    OAUTH_CLIENT_SECRET: client.client_secret,
    XDG_CACHE_HOME: join(scratch, "cache"),
  });
  expect(result.code).toBe(0);
  expect(result.stdout.trim()).toBe("authorized");
  expect(servers.record).toMatchObject({ registrations: 0, authorizations: 1, codeExchanges: 1 });
  expect(result.stdout + result.stderr).not.toContain(client.client_secret);
}, 90_000);

it("client credentials: a token with no browser and no authorization request", async () => {
  servers = await startOAuthServers({
    expiresIn: 3600,
    clientCredentials: true,
    preRegistered: client,
  });
  const result = await run(1, {
    MCP_URL: servers.mcpUrl.href,
    OAUTH_CLIENT_ID: client.client_id,
    OAUTH_CLIENT_SECRET: client.client_secret,
    OAUTH_ISSUER: servers.authorizationServer().issuer,
  });
  expect(result.code).toBe(0);
  expect(result.stdout.trim()).toBe("authorized");
  expect(result.stderr).not.toContain("opening this URL");
  expect(servers.record).toMatchObject({ clientCredentialsGrants: 1, authorizations: 0 });
}, 90_000);
