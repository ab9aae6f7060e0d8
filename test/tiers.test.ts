// The test tiers (vitest.tiers.ts) name files that exist, and CI runs both.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { SLOW_TESTS } from "../vitest.tiers.js";

const root = join(import.meta.dirname, "..");

it("every slow-tier entry is a test file of this repository", () => {
  expect(SLOW_TESTS.filter((f) => !existsSync(join(root, f)))).toEqual([]);
  expect(new Set(SLOW_TESTS).size).toBe(SLOW_TESTS.length);
});

it("CI runs the slow tier after the README's test command", () => {
  const scripts = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).scripts;
  expect(scripts["test:full"]).toBe("npm test && vitest run --config vitest.slow.config.ts");
  expect(readFileSync(join(root, ".ci", "run"), "utf8")).toMatch(/^npm run test:full$/m);
});
