// Per-user auth: `auth` as a function of the call's RunnableConfig. 100 parallel calls of
// different users through one adapter (one shared legacy session, and a modern server): each
// server-side request sees only its own user's token; requests outside calls carry none. A
// per-user OAuth token store keeps one file per user. The documented example runs.
import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MCPAdapter, MCPConfigError, perUserOAuth } from "../../runtime/src/index.js";
import { tsconfigFor } from "../codemod-pipeline/harness.js";
import {
  startLegacyContextHttp,
  startModernContextHttp,
  type ContextServer,
  type Seen,
} from "./contextServers.js";

const ROOT = join(import.meta.dirname, "../..");
const parse = (content: unknown): Seen => JSON.parse(content as string) as Seen;

let modern: ContextServer;
let legacy: ContextServer;
beforeAll(async () => {
  [modern, legacy] = await Promise.all([startModernContextHttp(), startLegacyContextHttp()]);
});
afterAll(async () => {
  await Promise.all([modern?.close(), legacy?.close()]);
});

const userConfig = (user: string) => ({ configurable: { user } });
const tokenOf = (user: string) => `tok-${user}-${user.length * 7919}`;

describe.each([
  ["legacy Streamable HTTP (one shared session)", () => legacy],
  ["modern Streamable HTTP", () => modern],
])("auth as a function: %s", (_name, server) => {
  it("100 parallel calls of 100 users: each request sees only its own token", async () => {
    const seenAuth: (string | undefined)[] = [];
    await using adapter = new MCPAdapter(server().url, {
      auth: ({ config }) => {
        const user = config?.configurable?.user as string | undefined;
        seenAuth.push(user);
        return user === undefined ? undefined : tokenOf(user);
      },
    });
    const [whoami] = await adapter.listTools();
    const from = server().rpcs.length;
    const users = Array.from({ length: 100 }, (_, i) => `user${i}`);
    const answers = await Promise.all(
      users.map((user) => whoami.invoke({ label: user }, userConfig(user))),
    );
    answers.forEach((answer, i) => {
      const seen = parse(answer);
      expect(seen.label).toBe(users[i]);
      expect(seen.headers.authorization).toBe(`Bearer ${tokenOf(users[i])}`);
    });
    // On the wire: every tools/call carried exactly one user's token, each user once.
    const calls = server()
      .rpcs.slice(from)
      .filter((r) => r.rpc === "tools/call");
    expect(calls).toHaveLength(100);
    expect(new Set(calls.map((r) => r.headers.authorization)).size).toBe(100);
    // Connecting and listing happened outside any call: no user, no token.
    const others = server().rpcs.filter((r) => r.rpc !== "tools/call" && r.rpc !== undefined);
    expect(others.length).toBeGreaterThan(0);
    for (const r of others) expect(r.headers.authorization).toBeUndefined();
    expect(seenAuth).toContain(undefined);
  });
});

describe("per-call auth: headers functions, errors, OAuth per user", () => {
  it("a headers function gets the call's config; a per-call header wins over it", async () => {
    await using adapter = new MCPAdapter(legacy.url, {
      headers: ({ config }) => ({ "X-User": String(config?.configurable?.user ?? "service") }),
    });
    const [whoami] = await adapter.listTools();
    const a = parse(await whoami.invoke({ label: "a" }, userConfig("ann")));
    expect(a.headers["x-user"]).toBe("ann");
    const b = parse(
      await whoami.invoke(
        { label: "b" },
        { configurable: { user: "ann", mcp: { headers: { "X-User": "override" } } } },
      ),
    );
    expect(b.headers["x-user"]).toBe("override");
  });

  it("an auth function returning something other than a token fails the call, naming the server", async () => {
    await using adapter = new MCPAdapter(modern.url, {
      auth: ({ config }) => (config ? (42 as never) : undefined),
    });
    const [whoami] = await adapter.listTools();
    const error = await whoami.invoke({ label: "x" }, userConfig("u")).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MCPConfigError);
    expect((error as Error).message).toMatch(/"auth" function of MCP server "127\.0\.0\.1"/);
  });

  it("perUserOAuth: each user's tokens live in a file of their own and go on their calls", async () => {
    const ISSUER = "https://auth.example";
    const cacheDir = mkdtempSync(join(tmpdir(), "per-user-oauth-"));
    try {
      const oauth = perUserOAuth(legacy.url, {
        cacheDir,
        userOf: (config) => config?.configurable?.user as string | undefined,
      });
      // What a sign-in route would have stored after each user's authorization: tokens are kept
      // under the authorization server that issued them.
      await oauth
        .forUser("alice")
        .provider.saveTokens({ access_token: "at-alice", token_type: "Bearer", issuer: ISSUER });
      await oauth
        .forUser("bob")
        .provider.saveTokens({ access_token: "at-bob", token_type: "Bearer", issuer: ISSUER });
      expect(readdirSync(cacheDir)).toHaveLength(2);
      await using adapter = new MCPAdapter(legacy.url, { auth: oauth.auth });
      const [whoami] = await adapter.listTools();
      const answers = await Promise.all(
        ["alice", "bob", "carol"].map((user) => whoami.invoke({ label: user }, userConfig(user))),
      );
      expect(answers.map((a) => parse(a).headers.authorization)).toEqual([
        "Bearer at-alice",
        "Bearer at-bob",
        undefined,
      ]);
    } finally {
      rmSync(cacheDir, { recursive: true, force: true });
    }
  });

  it("the documented example (examples/per-user-auth) runs: each user sees their own token", async () => {
    const dir = mkdtempSync(join(tmpdir(), "per-user-example-"));
    try {
      cpSync(join(ROOT, "examples/per-user-auth"), dir, { recursive: true });
      symlinkSync(join(ROOT, "node_modules"), join(dir, "node_modules"), "dir");
      writeFileSync(join(dir, "package.json"), JSON.stringify({ type: "module" }));
      writeFileSync(join(dir, "tsconfig.json"), JSON.stringify(tsconfigFor([])));
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ["--import", "tsx", "index.ts"],
        { cwd: dir, env: { ...process.env, MCP_URL: modern.url.href }, timeout: 60_000 },
      );
      const lines = stdout.trim().split("\n").map(parse);
      expect(lines.map((l) => [l.label, l.headers.authorization])).toEqual([
        ["alice", "Bearer token-of-alice"],
        ["bob", "Bearer token-of-bob"],
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
