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
                // The chat apps' tests sign requests with keys of their own (test/worker/chat-keys.ts).
                DISCORD_PUBLIC_KEY: "ad06e486d1c7c8c12adacf3a773e4287dc63ff3673ba1cd4836a327cee53bac4",
                SLACK_SIGNING_SECRET: "slack-signing-secret-for-tests",
                CHAT_SECRET: "chat-secret-for-tests",
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
