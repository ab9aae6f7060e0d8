import { defineConfig } from "vitest/config";
import { notTests, shared } from "./vitest.config.js";
import { SLOW_TESTS } from "./vitest.tiers.js";

// The slow tier (vitest.tiers.ts): `npm run test:full` runs it after `npm test`, and so does CI.
export default defineConfig({
  test: { ...shared, include: SLOW_TESTS, exclude: notTests },
});
