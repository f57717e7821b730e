// drizzle-kit: the D1 migrations (migrations/) are generated from src/db/schema.ts with
// `npm run db:generate`; test/engine/db/migrations.test.ts checks that the two agree.
import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "sqlite",
  schema: "./src/db/schema.ts",
  out: "./migrations",
  // Wrangler applies migrations/*.sql in the order of their names: timestamps sort after the
  // first, hand-written ones (0001_init, 0002_settings), whose snapshots are in migrations/meta.
  migrations: { prefix: "timestamp" },
});
