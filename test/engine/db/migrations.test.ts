/// <reference types="node" />
// The D1 migrations (migrations/*.sql, applied by wrangler in the order of their names) and the
// drizzle schema the Worker queries with (src/db/schema.ts) must describe the same tables:
// a column, index or foreign key in one and not the other would fail only in production.
import { readdirSync, readFileSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import { generateSQLiteDrizzleJson, generateSQLiteMigration } from "drizzle-kit/api";
import { describe, expect, it } from "vitest";
import * as schema from "../../../src/db/schema.js";

const dir = new URL("../../../migrations/", import.meta.url);

/** Tables, columns, indexes and foreign keys of a database, as SQLite itself reports them. */
function shape(db: DatabaseSync) {
  const tables = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '\\_%' ESCAPE '\\' ORDER BY name").all() as { name: string }[]).map((t) => t.name);
  return Object.fromEntries(
    tables.map((t) => [
      t,
      {
        columns: db.prepare(`PRAGMA table_info("${t}")`).all().map((c) => ({ ...c, dflt_value: typeof c.dflt_value === "string" ? c.dflt_value.replace(/[`"]/g, "") : c.dflt_value })),
        indexes: (db.prepare(`PRAGMA index_list("${t}")`).all() as { name: string; unique: number; origin: string }[])
          .filter((i) => i.origin === "c")
          .map((i) => ({ name: i.name, unique: i.unique, columns: (db.prepare(`PRAGMA index_info("${i.name}")`).all() as { name: string }[]).map((c) => c.name) }))
          .sort((a, b) => a.name.localeCompare(b.name)),
        foreignKeys: db.prepare(`PRAGMA foreign_key_list("${t}")`).all().map(({ table, from, to }) => ({ table, from, to })),
      },
    ]),
  );
}

function run(db: DatabaseSync, statements: string[]) {
  for (const s of statements) if (s.trim()) db.exec(s);
}

describe("D1 migrations", () => {
  it("build the tables the drizzle schema describes", async () => {
    const migrated = new DatabaseSync(":memory:");
    for (const file of readdirSync(dir).filter((f) => f.endsWith(".sql")).sort()) {
      run(migrated, readFileSync(new URL(file, dir), "utf8").split("--> statement-breakpoint"));
    }
    const current = await generateSQLiteDrizzleJson(schema);
    const empty = await generateSQLiteDrizzleJson({});
    const fromSchema = new DatabaseSync(":memory:");
    run(fromSchema, await generateSQLiteMigration(empty, current));
    expect(Object.keys(shape(fromSchema))).toEqual(["chat_links", "match_actions", "match_seats", "match_settings", "matches", "player_matches"]);
    expect(shape(migrated)).toEqual(shape(fromSchema));
  });

  it("have a snapshot of the schema as it is (npm run db:generate was run after the last change)", async () => {
    const snapshots = readdirSync(new URL("meta/", dir)).filter((f) => f.endsWith("_snapshot.json")).sort();
    const last = JSON.parse(readFileSync(new URL(`meta/${snapshots.at(-1)}`, dir), "utf8"));
    expect(await generateSQLiteMigration(last, await generateSQLiteDrizzleJson(schema))).toEqual([]);
  });
});
