// 502.34 Imprint and 419.7, Mourner's Shield (Mirrodin): "{2}, {T}: Prevent all damage that
// would be dealt this turn by a source of your choice that shares a color with the imprinted
// card." The source is chosen as the ability resolves, among the permanents and spells of a
// color of the imprinted card; all of its damage that turn, to anyone, is prevented.
import { describe, expect, it } from "vitest";
import { legalDecision, type GameState } from "../../../src/engine/index.js";
import { card } from "../../../src/engine/game/game.js";
import { act, cast, inPlay, manualGame, pass, passUntil, payFully, rejects, zoneNames } from "../helpers.js";

const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains"];
const lands = ["Plains", "Island", "Island", "Swamp", "Mountain", "Mountain", "Forest"];

/** Mourner's Shield played, imprinting the card of that name from p2's graveyard, then its ability played and resolved up to the choice of a source. */
function shielded(imprint: string): GameState {
  let s = manualGame({ players: [{ library, hand: ["Mourner's Shield"], play: [...lands, "Grizzly Bears"] }, { library, play: ["Hill Giant", "Llanowar Elves"], graveyard: ["Shock", "Ornithopter"] }], turn: 3 });
  s = cast(s, "p1", "Mourner's Shield");
  for (let i = 0; i < 12 && s.pending?.kind !== "triggerTargets" && s.pending?.kind !== "imprint"; i++) s = pass(s);
  const wanted = s.players[1]!.graveyard.find((id) => card(s, id).card === imprint)!;
  if (s.pending?.kind === "triggerTargets") s = act(s, { type: "chooseTargets", targets: [{ object: wanted }] }, "p1");
  for (let i = 0; i < 12 && s.pending?.kind !== "imprint"; i++) s = pass(s);
  s = act(s, { type: "chooseCard", card: wanted }, "p1");
  expect(s.removed.map((id) => card(s, id).card)).toEqual([imprint]);
  s = payFully(act(s, { type: "playAbility", source: inPlay(s, "Mourner's Shield"), ability: 1 }, "p1"));
  return pass(s, 2);
}

describe("502.34, 419.7: Mourner's Shield", () => {
  it("419.7: with Shock imprinted only a red source may be chosen (Hill Giant, not Llanowar Elves nor Grizzly Bears); the Giant blocking Grizzly Bears deals no damage, the Bears' 2 damage is dealt", () => {
    let s = shielded("Shock");
    expect(s.pending).toMatchObject({ kind: "chooseSource", player: "p1" });
    expect(legalDecision(s, "p1")!.options).toEqual([{ type: "chooseSource", source: inPlay(s, "Hill Giant") }]);
    rejects(s, "p1", { type: "chooseSource", source: inPlay(s, "Llanowar Elves") }, "419.7");
    s = act(s, { type: "chooseSource", source: inPlay(s, "Hill Giant") }, "p1");
    s = passUntil(s, (x) => x.pending?.kind === "attackers");
    s = act(s, { type: "declareAttackers", attackers: [{ attacker: inPlay(s, "Grizzly Bears"), defender: "p2" }] });
    s = passUntil(s, (x) => x.pending?.kind === "blockers");
    s = act(s, { type: "declareBlockers", blocks: [{ blocker: inPlay(s, "Hill Giant"), attacker: inPlay(s, "Grizzly Bears") }] });
    s = passUntil(s, (x) => x.turn.step === "endOfCombat");
    expect(card(s, inPlay(s, "Grizzly Bears")).damage ?? 0).toBe(0);
    expect(card(s, inPlay(s, "Hill Giant")).damage).toBe(2);
    expect(zoneNames(s, "p1", "graveyard")).toEqual([]);
  });

  it("419.7: with a colorless card imprinted (Ornithopter) no source shares a color with it: the ability does nothing, and the Giant's damage is dealt", () => {
    let s = shielded("Ornithopter");
    expect(s.pending?.kind).not.toBe("chooseSource");
    expect(s.stack).toEqual([]);
    s = passUntil(s, (x) => x.pending?.kind === "attackers");
    s = act(s, { type: "declareAttackers", attackers: [{ attacker: inPlay(s, "Grizzly Bears"), defender: "p2" }] });
    s = passUntil(s, (x) => x.pending?.kind === "blockers");
    s = act(s, { type: "declareBlockers", blocks: [{ blocker: inPlay(s, "Hill Giant"), attacker: inPlay(s, "Grizzly Bears") }] });
    s = passUntil(s, (x) => x.turn.step === "endOfCombat");
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Grizzly Bears"]);
  });
});
