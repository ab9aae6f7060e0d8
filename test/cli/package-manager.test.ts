/**
 * Which install a package gets, and the command `--install` runs: the one a person types,
 * told to update a lockfile the migration outdated even where CI freezes lockfiles by default.
 * The pnpm case runs the real pnpm (this repository's pinned dev dependency) offline.
 */
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PassThrough } from "node:stream";
import { afterEach, expect, test, vi } from "vitest";
import { runInstall } from "../../src/cli/install.js";
import { installCommand, runLine } from "../../src/cli/package-manager.js";
import { ROOT } from "./helpers.js";

function project(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), "pm-"));
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

const pj = (v: object) => JSON.stringify(v);

afterEach(() => {
  vi.unstubAllEnvs();
});

test.each([
  [{ "package.json": pj({}) }, "npm install", "npm install"],
  [
    { "package.json": pj({ packageManager: "pnpm@10.1.0" }) },
    "pnpm install",
    "pnpm install --no-frozen-lockfile",
  ],
  [
    { "package.json": pj({}), "pnpm-lock.yaml": "" },
    "pnpm install",
    "pnpm install --no-frozen-lockfile",
  ],
  [
    { "package.json": pj({}), "yarn.lock": "" },
    "yarn install",
    "YARN_ENABLE_IMMUTABLE_INSTALLS=false yarn install",
  ],
  [{ "package.json": pj({}), "bun.lock": "" }, "bun install", "bun install"],
])("%o: a person types `%s`, --install runs `%s`", (files, typed, runs) => {
  const install = installCommand(project(files));
  expect(install.command).toBe(typed);
  expect(runLine(install)).toBe(runs);
});

test("in CI (CI=true) a pnpm lockfile the migration outdated is updated, not refused", () => {
  const dir = project({
    "a/package.json": pj({ name: "a", version: "1.0.0" }),
    "b/package.json": pj({ name: "b", version: "1.0.0" }),
    "package.json": pj({
      name: "x",
      private: true,
      packageManager: "pnpm@10.34.9",
      dependencies: { a: "file:./a" },
    }),
  });
  vi.stubEnv(
    "PATH",
    `${path.join(ROOT, "node_modules", ".bin")}${path.delimiter}${process.env.PATH}`,
  );
  const sink = new PassThrough();
  expect(runInstall(installCommand(dir), ".", sink)).toMatchObject({ ok: true });
  // What a migration does: package.json gains a dependency the lockfile does not know.
  writeFileSync(
    path.join(dir, "package.json"),
    pj({
      name: "x",
      private: true,
      packageManager: "pnpm@10.34.9",
      dependencies: { a: "file:./a", b: "file:./b" },
    }),
  );
  vi.stubEnv("CI", "true");
  const outcome = runInstall(installCommand(dir), ".", sink);
  expect(outcome).toEqual({ dir: ".", command: "pnpm install --no-frozen-lockfile", ok: true });
  expect(readdirSync(path.join(dir, "node_modules")).sort()).toEqual(
    expect.arrayContaining(["a", "b"]),
  );
});
