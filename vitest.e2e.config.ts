import { defineConfig } from "vitest/config";

// `npm run test:e2e`: whole scratch projects outside the repository, installed from the
// registry plus this package packed (`npm pack`), migrated, installed again, type-checked and
// run against real MCP servers. One file at a time: npm installs are the cost on 2 cores.
export default defineConfig({
  test: {
    include: ["test/e2e/**/*.e2e.ts"],
    globalSetup: ["test/e2e/setup.ts"],
    pool: "forks",
    maxWorkers: 1,
    minWorkers: 1,
    fileParallelism: false,
    testTimeout: 900_000,
    hookTimeout: 900_000,
  },
});
