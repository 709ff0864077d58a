import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
      "tests/harness/**/*.test.ts",
    ],
    environment: "node",
    setupFiles: ["./tests/setup-unit.ts"],
    // Two files at a time: much of a test's time is spent waiting on a database, and Vitest's
    // default (one fewer than the CPUs) would run one at a time on two cores.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
