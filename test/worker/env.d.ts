// The bindings and exports the tests see: the Worker's own, plus the D1 migrations the setup applies.
declare namespace Cloudflare {
  interface Env {
    DB: D1Database;
    MATCH: DurableObjectNamespace<import("../../src/match/match-object.js").MatchObject>;
    TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
  }
  interface GlobalProps {
    mainModule: typeof import("../../src/index.js");
    durableNamespaces: "MatchObject";
  }
}
