import { configDefaults, defineConfig } from "vitest/config";
import { SLOW_TESTS } from "./vitest.tiers.js";

// `npm test`: the fast tier (vitest.tiers.ts). `npm run test:full` adds the slow tier
// (vitest.slow.config.ts), with these same settings.
export const shared = {
  pool: "forks" as const,
  // The machine has 2 cores; real servers and child processes run beside each test file.
  maxWorkers: 2,
  minWorkers: 1,
  // The codemod's dependency pre-pass uses its built-in table, not the registry: tests are
  // deterministic and offline (a test that wants the registry unsets it).
  env: { MCP_MIGRATE_OFFLINE: "1" },
  testTimeout: 30_000,
  hookTimeout: 30_000,
};

// The corpus projects' own suites are user code the corpus test migrates, not tests of this repository.
export const notTests = [...configDefaults.exclude, "test/codemod-corpus/projects/**"];

export default defineConfig({
  test: { ...shared, include: ["test/**/*.test.ts"], exclude: [...notTests, ...SLOW_TESTS] },
});
