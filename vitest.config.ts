import { availableParallelism } from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = {
  "@": path.resolve(import.meta.dirname),
  // `server-only` throws outside React Server Components; tests run server code directly.
  "server-only": path.resolve(import.meta.dirname, "tests/server-only-stub.ts"),
};

export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default is one worker fewer than the cores: on a 2-core CI machine that is one, and half the machine
    // idles (an integration file on PostgreSQL mostly waits on the server). Files are independent: each has its own
    // companies, and on PGlite its own database.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts", "lib/**/*.test.ts"],
          environment: "node",
          // Property tests run fixed counts (2,000 runs and more); on a loaded 2-core CI machine they take longer
          // than Vitest's 5 s default without anything being wrong.
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/integration/global-setup.ts"],
          setupFiles: ["tests/integration/setup.ts"],
          // next-auth imports `next/server` without an extension; inlining lets Vite resolve it.
          server: { deps: { inline: ["next-auth", "@auth/core"] } },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
