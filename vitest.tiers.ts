// Which test files `npm test` runs and which wait for `npm run test:full` (and CI). The fast
// tier is what a contributor runs after every change: the runtime against in-process and local
// servers, the codemod's transforms, fixtures and tables, the CLI's small cases. The slow tier
// runs whole things: the CLI over scratch projects, processes killed and resumed, every doc
// example as written, fault injection, the corpus. Durations: README "Test".
export const SLOW_TESTS = [
  // The codemod CLI over whole scratch projects (spawned runs, type-checks, installs).
  "test/cli/cross-file.test.ts",
  "test/cli/git-guard.test.ts",
  "test/cli/habits.test.ts",
  "test/cli/handoff.test.ts",
  "test/cli/install.test.ts",
  "test/cli/interactive.test.ts",
  "test/cli/monorepo.test.ts",
  "test/cli/progress.test.ts",
  "test/cli/readonly-and-large.test.ts",
  "test/cli/run.test.ts",
  "test/cli/safety-net.test.ts",
  "test/cli/verify.test.ts",
  "test/cli/write-safety.test.ts",
  "test/codemod-corpus/corpus.test.ts",
  "test/codemod-fixtures/typecheck.test.ts",
  "test/codemod-pipeline/behaviour.test.ts",
  "test/codemod-pipeline/cross-file.test.ts",
  "test/codemod-pipeline/format-matrix.test.ts",
  "test/codemod-pipeline/realistic.test.ts",
  "test/codemod/runtime-api.test.ts",
  // Processes stopped and started again (runs resumed from SQLite and PostgreSQL checkpoints).
  "test/cli/interrupt.test.ts",
  "test/cli/resume.test.ts",
  "test/elicitation-e2e/held-process.test.ts",
  "test/tasks/resume.test.ts",
  "test/tasks/resume-postgres.test.ts",
  // Documentation run as written.
  "test/agent/readme.test.ts",
  "test/apps/docs.test.ts",
  "test/auth/docs.test.ts",
  "test/cli/readme.test.ts",
  "test/elicitation-e2e/readme.test.ts",
  "test/readme-setup.test.ts",
  "test/tasks/docs.test.ts",
  // Faults injected into transports, servers and codemod runs; published servers.
  "test/codemod-reliability/faults.test.ts",
  "test/codemod-reliability/property.test.ts",
  "test/e2e/published.test.ts",
  "test/features/callHeadersMigration.test.ts",
  "test/features/perUserAuth.test.ts",
  "test/reliability/concurrency.test.ts",
  "test/reliability/http-faults.test.ts",
  "test/reliability/stdio-faults.test.ts",
  "test/reliability/stdio-large-result.test.ts",
  "test/reliability/transport-failures.test.ts",
];
