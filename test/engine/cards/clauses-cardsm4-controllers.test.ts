import { describe, expect, it } from "vitest";
import type { GameState } from "../../../src/engine/index.js";
import { card } from "../../../src/engine/game/game.js";
import { legalDecision } from "../../../src/engine/index.js";
import { controllerOf } from "../../../src/engine/effects/control.js";
import { isSupported } from "../../../src/cards/registry.js";
import { act, cast, inHand, inPlay, life, manualGame, pass, payFully, rejects, zoneNames } from "../helpers.js";

// "unless its controller pays" and "You control enchanted artifact" (seventeenth session, helper cardsm4).
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains"];
const resolveAll = (s: GameState) => {
  for (let i = 0; i < 20 && s.stack.length > 0 && s.pending?.kind === "priority"; i++) s = pass(s);
  return s;
};

describe("clauses: \"[effects] unless its controller pays {1}\" (Crystal Shard, 413.2c)", () => {
  it("the card is offered", () => expect(isSupported("Crystal Shard")).toBe(true));

  /** Ann plays Crystal Shard's {U} ability on Bob's Grizzly Bears; it resolves up to Bob's answer. */
  const shardOnBears = (bobLands: string[]) => {
    let s = manualGame({ players: [{ play: ["Crystal Shard", "Island"], library }, { play: ["Grizzly Bears", ...bobLands], library }], turn: 3 });
    s = act(s, { type: "playAbility", source: inPlay(s, "Crystal Shard"), ability: 1 }, "p1");
    s = payFully(act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Grizzly Bears") }] }, "p1"));
    return resolveAll(s);
  };

  it("413.2c: the creature's controller (Bob), not the ability's, is asked for {1}; declined, Grizzly Bears returns to Bob's hand", () => {
    let s = shardOnBears(["Forest"]);
    expect(s.pending).toMatchObject({ kind: "unlessPays", player: "p2", cost: "{1}" });
    s = act(s, { type: "decline" }, "p2");
    expect(zoneNames(s, "p2", "hand")).toEqual(["Grizzly Bears"]);
  });

  it("409.1h: Bob pays {1} with his Forest, and Grizzly Bears stays in play", () => {
    let s = shardOnBears(["Forest"]);
    for (let i = 0; i < 10 && s.pending?.kind === "unlessPays"; i++) {
      const options = legalDecision(s, "p2")!.options;
      s = act(s, options.find((o) => o.type === "payMana") ?? options.find((o) => o.type === "playAbility")!, "p2");
    }
    s = resolveAll(s);
    expect(card(s, inPlay(s, "Grizzly Bears")).zone).toBe("play");
    expect(card(s, inPlay(s, "Forest")).tapped).toBe(true);
    expect(zoneNames(s, "p2", "hand")).toEqual([]);
  });

  it("413.2c: with no mana Bob can't pay and isn't asked: Grizzly Bears returns to his hand", () => {
    const s = shardOnBears([]);
    expect(s.pending?.kind).toBe("priority");
    expect(zoneNames(s, "p2", "hand")).toEqual(["Grizzly Bears"]);
  });
});

describe("clauses: \"You control enchanted artifact.\" (Steal Artifact)", () => {
  it("the card is offered", () => expect(isSupported("Steal Artifact")).toBe(true));

  it("212.4: Steal Artifact enchants an artifact only (Grizzly Bears is no legal target), and Ann controls Bob's Howling Mine", () => {
    let s = manualGame({ players: [{ hand: ["Steal Artifact"], play: ["Island", "Island", "Island", "Island"], library }, { play: ["Howling Mine", "Grizzly Bears"], library }], turn: 3 });
    const t = act(s, { type: "playSpell", card: inHand(s, "p1", "Steal Artifact") }, "p1");
    rejects(t, "p1", { type: "chooseTargets", targets: [{ object: inPlay(t, "Grizzly Bears") }] }, "409.1c");
    s = resolveAll(cast(s, "p1", "Steal Artifact", [{ object: inPlay(s, "Howling Mine") }]));
    expect(controllerOf(s, card(s, inPlay(s, "Howling Mine")))).toBe("p1");
  });
});

describe("clauses: \"for each artifact he or she controls\" / \"... that player controls\" (the Emissaries, 404.1)", () => {
  it("the cards are offered", () => {
    for (const name of ["Emissary of Despair", "Emissary of Hope"]) expect(isSupported(name), name).toBe(true);
  });

  /** Ann's Emissary attacks Bob, who controls two artifacts (Ann one), unblocked. */
  const connect = (emissary: string) => {
    let s = manualGame({ players: [{ play: [emissary, "Howling Mine"], library }, { play: ["Howling Mine", "Bottle Gnomes", "Grizzly Bears"], library }], turn: 3 });
    s = act(s, { type: "pass" });
    for (let i = 0; i < 10 && s.pending?.kind !== "attackers"; i++) s = pass(s);
    s = act(s, { type: "declareAttackers", attackers: [{ attacker: inPlay(s, emissary), defender: "p2" }] });
    for (let i = 0; i < 40 && s.turn.phase !== "postcombatMain"; i++) s = s.pending?.kind === "blockers" ? act(s, { type: "declareBlockers", blocks: [] }) : pass(s);
    return s;
  };

  it("404.1, 413.2: Emissary of Despair: Bob, dealt 2 combat damage, loses 1 life for each of his two artifacts (not Ann's): 16", () => {
    expect(life(connect("Emissary of Despair"), "p2")).toBe(16);
  });

  it("404.1, 413.2: Emissary of Hope: Ann gains 1 life for each artifact Bob controls (two)", () => {
    const s = connect("Emissary of Hope");
    expect(life(s, "p1")).toBe(22);
    expect(life(s, "p2")).toBe(18);
  });
});
