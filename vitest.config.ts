import { configDefaults, defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // The corpus projects' own suites are user code the corpus test migrates, not tests of this repository.
    exclude: [...configDefaults.exclude, "test/codemod-corpus/projects/**"],
    pool: "forks",
    // The machine has 2 cores; real servers and child processes run beside each test file.
    maxWorkers: 2,
    minWorkers: 1,
    // The codemod's dependency pre-pass uses its built-in table, not the registry: tests are
    // deterministic and offline (a test that wants the registry unsets it).
    env: { MCP_MIGRATE_OFFLINE: "1" },
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
