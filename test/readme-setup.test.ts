// The README's "Set up and try it" block, run as written (after `npm ci`, which `npm test`
// stands in for): the dry run over the bundled example prints a migration and writes nothing.
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { expect, it } from "vitest";

const root = join(import.meta.dirname, "..");

function setupCommands(): string[] {
  const readme = readFileSync(join(root, "README.md"), "utf8");
  const section = readme.split("## Set up and try it")[1] ?? "";
  const block = /```sh\n([\s\S]*?)```/.exec(section)?.[1] ?? "";
  return block.split("\n").filter((line) => line.trim() !== "");
}

function hashTree(dir: string): Map<string, string> {
  const hashes = new Map<string, string>();
  for (const name of readdirSync(dir, { recursive: true }) as string[]) {
    const path = join(dir, name);
    if (statSync(path).isFile()) {
      hashes.set(name, createHash("sha256").update(readFileSync(path)).digest("hex"));
    }
  }
  return hashes;
}

it("README set-up: `npm run example` shows the migration of the bundled app, writes nothing", async () => {
  const commands = setupCommands();
  expect(commands[0]).toBe("npm ci");
  const dryRun = commands[1];
  expect(dryRun).toBe("npm run example");

  const before = hashTree(join(root, "examples/legacy-app"));
  const { stdout } = await promisify(execFile)("sh", ["-c", `${dryRun} -- --no-color`], {
    cwd: root,
    timeout: 120_000,
    env: { ...process.env, npm_config_yes: "false" },
  });
  expect(stdout).toContain('+import { MCPAdapter } from "langchain-mcp-bridge"');
  expect(stdout).toContain("-  const tools = await client.getTools();");
  expect(stdout).toMatch(/3 would change, 0 unchanged, \d+ skipped, 0 failed/);
  expect(stdout).toContain("Nothing was written.");
  expect(hashTree(join(root, "examples/legacy-app"))).toEqual(before);
}, 150_000);
