import { defineConfig } from "vitest/config";

// `npm run test:stress`: the heavy reliability cases (test/stress/*.stress.ts), kept out of the
// default `npm test`. One file at a time: they measure memory and time on a 2-core machine.
export default defineConfig({
  test: {
    include: ["test/stress/**/*.stress.ts"],
    pool: "forks",
    poolOptions: { forks: { execArgv: ["--expose-gc"] } },
    maxWorkers: 1,
    minWorkers: 1,
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 60_000,
  },
});
