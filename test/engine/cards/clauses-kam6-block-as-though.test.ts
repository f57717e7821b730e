import { describe, expect, it } from "vitest";
import { isSupported } from "../../../src/cards/registry.js";
import { card } from "../../../src/engine/game/game.js";
import { act, activated, inPlay, manualGame, pass, payFully } from "../helpers.js";
import { attack, passTo } from "../combat/combat-keywords-helpers.js";

// "{G}: Matsu-Tribe Birdstalker may block as though it had flying until end of turn." (SOK): the
// ability gives the permanent the rule-changing ability that lets it block creatures with flying
// (502.4) until end of turn, as Aquastrand Spider's "can block as though it had flying this turn"
// (compiler/as-though-this-turn.ts).
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains"];
/** p1 attacks with Suntail Hawk (flying); p2 has Matsu-Tribe Birdstalker and a Forest. */
const game = () =>
  manualGame({ players: [{ library, play: ["Plains", "Suntail Hawk"] }, { library, play: ["Forest", "Matsu-Tribe Birdstalker"] }], turn: 3, step: "declareAttackers" });

describe("clauses: \"~ may block as though it had flying until end of turn\" (502.4)", () => {
  it("the card is offered", () => {
    expect(isSupported("Matsu-Tribe Birdstalker")).toBe(true);
  });

  it("502.4: without its ability Birdstalker can't block Suntail Hawk: Bob, with no creature able to block, isn't asked to, and the Hawk deals him 1", () => {
    let s = attack(game(), "Suntail Hawk");
    s = passTo(s, "declareBlockers");
    expect(s.pending?.kind).not.toBe("blockers");
    s = passTo(s, "endOfCombat");
    expect(s.players[1]!.life).toBe(19);
  });

  it("502.4: after {G} Birdstalker blocks Suntail Hawk and kills it", () => {
    let s = attack(game(), "Suntail Hawk");
    for (let i = 0; i < 4 && s.pending?.player !== "p2"; i++) s = pass(s);
    s = payFully(act(s, { type: "playAbility", source: inPlay(s, "Matsu-Tribe Birdstalker"), ability: activated(s, "Matsu-Tribe Birdstalker") }, "p2"));
    s = passTo(s, "declareBlockers");
    s = act(s, { type: "declareBlockers", blocks: [{ blocker: inPlay(s, "Matsu-Tribe Birdstalker"), attacker: inPlay(s, "Suntail Hawk") }] }, "p2");
    s = passTo(s, "endOfCombat");
    expect(s.play.some((id) => card(s, id).card === "Suntail Hawk")).toBe(false);
    expect(card(s, inPlay(s, "Matsu-Tribe Birdstalker")).zone).toBe("play");
  });
});
