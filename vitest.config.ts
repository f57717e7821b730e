// Two kinds of tests in one run: the pure engine in plain Node, and the Worker (routes,
// Durable Objects, D1) inside workerd with real bindings from wrangler.toml.
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      // Random playouts take seconds each, more when the files run in parallel.
      { test: { name: "engine", include: ["test/engine/**/*.test.ts"], environment: "node", testTimeout: 30_000 } },
      {
        plugins: [
          cloudflareTest(async () => ({
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: {
              bindings: {
                // The setup file applies these to the test D1 database.
                TEST_MIGRATIONS: await readD1Migrations("./migrations"),
                // How many games the trust probes play (`npm run probe -- --scale N`); 1 in CI.
                PROBE_SCALE: process.env.PROBE_SCALE ?? "1",
              },
            },
          })),
        ],
        test: {
          name: "worker",
          include: ["test/worker/**/*.test.ts"],
          setupFiles: ["test/worker/apply-migrations.ts"],
          testTimeout: 120_000,
        },
      },
      // The web table in Chromium against `wrangler dev` (skipped, saying so, without Chromium).
      { test: { name: "browser", include: ["test/browser/**/*.test.ts"], environment: "node", testTimeout: 270_000, hookTimeout: 120_000 } },
    ],
  },
});
