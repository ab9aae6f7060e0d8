// The README's runtime quickstart, run exactly as written: the first ```ts block between the
// runtime markers, executed from the repository root with `langchain-mcp-bridge` resolved to
// this checkout's runtime source (through tsconfig `paths`, so no build is needed).
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));
const scratch = mkdtempSync(join(root, "test", "agent", ".readme-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function quickstart(): string {
  const readme = readFileSync(join(root, "README.md"), "utf8");
  const section = readme.slice(
    readme.indexOf("<!-- runtime:start -->"),
    readme.indexOf("<!-- runtime:end -->"),
  );
  const block = /```ts\n([\s\S]*?)```/.exec(section);
  if (!block) throw new Error("no ```ts block in the README's runtime section");
  return block[1];
}

it("the README quickstart runs as written", async () => {
  const script = join(scratch, "quickstart.mts");
  writeFileSync(script, quickstart());
  const tsconfig = join(scratch, "tsconfig.json");
  writeFileSync(
    tsconfig,
    JSON.stringify({
      compilerOptions: {
        module: "NodeNext",
        moduleResolution: "NodeNext",
        paths: {
          "langchain-mcp-bridge": [relative(scratch, join(root, "runtime", "src", "index.ts"))],
        },
      },
    }),
  );
  const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", script], {
    cwd: root,
    env: { ...process.env, TSX_TSCONFIG_PATH: tsconfig },
    timeout: 60_000,
  });
  expectQuickstartOutput(stdout);
}, 60_000);

// The same block saved as a .mjs file and run by plain `node`, as the README says: JavaScript on
// Node 20, `langchain-mcp-bridge` resolved as a user's project resolves it (the workspace link to
// runtime/, whose dist `npm test` builds first).
it("the README quickstart runs as plain JavaScript with `node quickstart.mjs`", async () => {
  const script = join(scratch, "quickstart.mjs");
  writeFileSync(script, quickstart());
  const { stdout } = await promisify(execFile)(process.execPath, [script], {
    cwd: root,
    timeout: 60_000,
  });
  expectQuickstartOutput(stdout);
}, 60_000);

function expectQuickstartOutput(stdout: string): void {
  const lines = stdout.trim().split("\n");
  expect(lines).toContain('tool ["text"]'); // math_add's "5"
  expect(lines).toContain('tool ["image"]'); // media_image's picture, as an image block
  expect(lines.at(-1)).toBe("2 + 3 = 5, and here is your picture.");
}
