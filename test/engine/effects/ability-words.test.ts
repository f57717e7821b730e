import { describe, expect, it } from "vitest";
import { legalDecision, type GameState, type Setup } from "../../../src/engine/index.js";
import { characteristics } from "../../../src/engine/effects/characteristics.js";
import { card } from "../../../src/engine/game/game.js";
import { act, cast, inHand, inPlay, life, manualGame, pass, payFully, playNames, pt, rejects, zoneNames } from "../helpers.js";

const library = ["Island", "Island", "Island"];
const game = (p1: Setup["players"][number], p2: Setup["players"][number] = {}): GameState =>
  manualGame({ players: [{ library, ...p1 }, { library, ...p2 }], turn: 3 });
const keywords = (s: GameState, id: string) => characteristics(s, card(s, id)).keywords;
const abilityOptions = (s: GameState, source: string) => legalDecision(s, "p1")!.options.filter((o) => o.type === "playAbility" && o.source === source);
const mountains = (n: number) => Array<string>(n).fill("Mountain");

describe("seed glossary \"Ability Word\": Hellbent and Threshold label abilities whose conditions the engine checks", () => {
  it("412, Hellbent: Demon's Jester gets +2/+1 exactly while its controller has no cards in hand; the opponent's hand doesn't count", () => {
    let s = game({ hand: ["Shock"], play: ["Demon's Jester", "Mountain"] }, { hand: ["Shock"] });
    const jester = inPlay(s, "Demon's Jester");
    expect(pt(s, jester)).toEqual([2, 2]);
    s = cast(s, "p1", "Shock", [{ player: "p2" }]); // Ann's hand is now empty
    expect(pt(s, jester)).toEqual([4, 3]);
    expect(keywords(s, jester)).toEqual(["flying"]);
  });

  it("412, 407, Hellbent: Gobhobbler Rats gets +1/+0 and has \"{B}: Regenerate\" only with no cards in hand", () => {
    const withCard = game({ hand: ["Shock"], play: ["Gobhobbler Rats", "Swamp"] });
    const rats = inPlay(withCard, "Gobhobbler Rats");
    expect(pt(withCard, rats)).toEqual([2, 2]);
    expect(abilityOptions(withCard, rats)).toEqual([]);
    const empty = game({ play: ["Gobhobbler Rats", "Swamp"] });
    const own = inPlay(empty, "Gobhobbler Rats");
    expect(pt(empty, own)).toEqual([3, 2]);
    expect(abilityOptions(empty, own)).toEqual([{ type: "playAbility", source: own, ability: 0 }]);
  });

  it("412, Hellbent: Taste for Mayhem gives +2/+0, and an additional +2/+0 once its controller's hand is empty", () => {
    let s = game({ hand: ["Taste for Mayhem", "Shock"], play: ["Grizzly Bears", "Mountain", "Mountain"] });
    const bears = inPlay(s, "Grizzly Bears");
    s = pass(cast(s, "p1", "Taste for Mayhem", [{ object: bears }]), 2);
    expect(pt(s, bears)).toEqual([4, 2]);
    s = cast(s, "p1", "Shock", [{ player: "p2" }]);
    expect(pt(s, bears)).toEqual([6, 2]);
  });

  it("403.1, Hellbent: Nihilistic Glee's card-drawing ability can be played only with no cards in hand; its first ability discards for its cost", () => {
    let s = game({ hand: ["Shock"], play: ["Nihilistic Glee", "Swamp", "Swamp", "Swamp", "Swamp"] });
    const glee = inPlay(s, "Nihilistic Glee");
    rejects(s, "p1", { type: "playAbility", source: glee, ability: 1 }, "403.1");
    expect(abilityOptions(s, glee).map((o) => (o as { ability: number }).ability)).toEqual([0]);
    s = act(s, { type: "playAbility", source: glee, ability: 0, costs: { discard: inHand(s, "p1", "Shock") } });
    s = pass(payFully(act(s, { type: "chooseTargets", targets: [{ player: "p2" }] })), 2);
    expect([life(s, "p1"), life(s, "p2"), zoneNames(s, "p1", "graveyard")]).toEqual([21, 19, ["Shock"]]);
    s = pass(payFully(act(s, { type: "playAbility", source: glee, ability: 1 })), 2); // the hand is empty now
    expect([life(s, "p1"), zoneNames(s, "p1", "hand")]).toEqual([19, ["Island"]]);
  });

  it("403.1, Hellbent: Ragamuffyn sacrifices a creature or land to draw a card, only with no cards in hand", () => {
    const blocked = game({ hand: ["Shock"], play: ["Ragamuffyn", "Forest"] });
    rejects(blocked, "p1", { type: "playAbility", source: inPlay(blocked, "Ragamuffyn"), ability: 0, costs: { sacrifice: inPlay(blocked, "Forest") } }, "403.1");
    let s = game({ play: ["Ragamuffyn", "Forest"] });
    s = pass(act(s, { type: "playAbility", source: inPlay(s, "Ragamuffyn"), ability: 0, costs: { sacrifice: inPlay(s, "Forest") } }), 2);
    expect([playNames(s, "p1"), zoneNames(s, "p1", "hand")]).toEqual([["Ragamuffyn"], ["Island"]]);
  });

  it("404.3, Hellbent: Slaughterhouse Bouncer's ability triggers only if its controller has no cards in hand (an intervening \"if\")", () => {
    const bouncer = (hand: string[]) => {
      let s = game({ hand, play: [{ card: "Slaughterhouse Bouncer", damage: 2 }, "Mountain"] }, { play: ["Hill Giant"] });
      s = cast(s, "p1", "Shock", [{ object: inPlay(s, "Slaughterhouse Bouncer") }]);
      return pass(pass(s, 2), 2); // Shock resolves, the Bouncer dies; its ability (if any) resolves
    };
    expect(playNames(bouncer(["Shock"]), "p2")).toEqual([]);
    expect(zoneNames(bouncer(["Shock"]), "p2", "graveyard")).toEqual(["Hill Giant"]);
    expect(playNames(bouncer(["Shock", "Island"]), "p2")).toEqual(["Hill Giant"]);
  });

  it("413, Hellbent: Cackling Flames deals 3 damage, or 5 instead if its controller has no cards in hand as it resolves", () => {
    let s = game({ hand: ["Cackling Flames", "Shock"], play: mountains(5) });
    s = cast(s, "p1", "Cackling Flames", [{ player: "p2" }]);
    const holding = pass(s, 2);
    expect(life(holding, "p2")).toBe(17);
    // Ann plays Shock in response: her hand is empty when Cackling Flames resolves.
    s = pass(cast(s, "p1", "Shock", [{ player: "p2" }]), 2);
    s = pass(s, 2);
    expect(life(s, "p2")).toBe(20 - 2 - 5);
  });

  it("413, Hellbent: Twinstrike deals 2 damage to each of two target creatures, or destroys them instead with no cards in hand", () => {
    const twinstrike = (hand: string[]) => {
      let s = game({ hand: ["Twinstrike", ...hand], play: ["Swamp", "Swamp", "Mountain", "Mountain", "Mountain"] }, { play: ["Hill Giant", "Craw Wurm"] });
      s = cast(s, "p1", "Twinstrike", [{ object: inPlay(s, "Hill Giant") }, { object: inPlay(s, "Craw Wurm") }]);
      return pass(s, 2);
    };
    const holding = twinstrike(["Shock"]);
    expect(playNames(holding, "p2")).toEqual(["Hill Giant", "Craw Wurm"]);
    expect(holding.play.map((id) => card(holding, id)).filter((o) => o.owner === "p2").map((o) => o.damage)).toEqual([2, 2]);
    expect(zoneNames(twinstrike([]), "p2", "graveyard")).toEqual(["Hill Giant", "Craw Wurm"]);
  });

  it("412, Threshold: Mystic Enforcer gets +3/+3 and has flying as long as seven or more cards are in its controller's graveyard", () => {
    const six = game({ play: ["Mystic Enforcer"], graveyard: Array<string>(6).fill("Shock") });
    const enforcer = inPlay(six, "Mystic Enforcer");
    expect([pt(six, enforcer), keywords(six, enforcer)]).toEqual([[3, 3], ["protectionFromBlack"]]);
    let s = game({ hand: ["Shock"], play: ["Mystic Enforcer", "Mountain"], graveyard: Array<string>(6).fill("Shock") });
    s = pass(cast(s, "p1", "Shock", [{ player: "p2" }]), 2); // the seventh card
    expect([pt(s, inPlay(s, "Mystic Enforcer")), keywords(s, inPlay(s, "Mystic Enforcer"))]).toEqual([[6, 6], ["protectionFromBlack", "flying"]]);
    const theirs = game({ play: ["Mystic Enforcer"] }, { graveyard: Array<string>(7).fill("Shock") });
    expect(pt(theirs, inPlay(theirs, "Mystic Enforcer"))).toEqual([3, 3]);
  });
});
