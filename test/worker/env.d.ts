// The bindings and exports the tests see: the Worker's own, plus the D1 migrations the setup
// applies and the scale of the trust probes.
declare namespace Cloudflare {
  interface Env {
    DB: D1Database;
    MATCH: DurableObjectNamespace<import("../../src/match/match-object.js").MatchObject>;
    PLAYER_KEY: DurableObjectNamespace<import("../../src/players/key-object.js").PlayerKeyObject>;
    TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
    PROBE_SCALE: string;
  }
  interface GlobalProps {
    mainModule: typeof import("../../src/index.js");
    durableNamespaces: "MatchObject" | "PlayerKeyObject";
  }
}
