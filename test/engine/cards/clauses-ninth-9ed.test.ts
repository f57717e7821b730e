import { describe, expect, it } from "vitest";
import { type GameState } from "../../../src/engine/index.js";
import { card } from "../../../src/engine/game/game.js";
import { characteristics } from "../../../src/engine/effects/characteristics.js";
import { blockProblem } from "../../../src/engine/combat/block-legality.js";
import { act, cast, inHand, inPlay, life, manualGame, pass, payFully, pt, rejects } from "../helpers.js";
import { attack, block } from "../combat/combat-keywords-helpers.js";
import { toUpkeep } from "../keywords/upkeep-keywords-helpers.js";

// The last clause families of Ninth Edition (helper "ninth", session six), each shown with a real
// card compiled from its printed text, doing what the text says in a game.
const library = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp", "Plains", "Forest", "Mountain"];
const tapped = (s: GameState, id: string) => card(s, id).tapped === true;
/** Passes, attacking and blocking with nothing, until the next turn's main phase. */
function toNextTurn(s: GameState): GameState {
  const turn = s.turn.number;
  for (let i = 0; i < 300 && !(s.turn.number === turn + 1 && s.turn.step === "main"); i++) {
    if (s.pending?.kind === "attackers") s = act(s, { type: "declareAttackers", attackers: [] });
    else if (s.pending?.kind === "blockers") s = act(s, { type: "declareBlockers", blocks: [] });
    else s = pass(s);
  }
  return s;
}

describe("clauses: \"tap all other creatures\" (Thundermare)", () => {
  it("413.2: Thundermare's trigger taps every other creature in play, both players', and not Thundermare itself", () => {
    const mountains = ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain", "Mountain", "Mountain"];
    let s = manualGame({ players: [{ library, play: [...mountains, "Goblin Raider"], hand: ["Thundermare"] }, { library, play: ["Wind Drake", "Island"] }], turn: 3 });
    s = pass(cast(s, "p1", "Thundermare"), 2); // Thundermare resolves; its trigger goes on the stack
    expect(s.stack).toHaveLength(1);
    s = pass(s, 2);
    expect([tapped(s, inPlay(s, "Goblin Raider")), tapped(s, inPlay(s, "Wind Drake")), tapped(s, inPlay(s, "Thundermare"))]).toEqual([true, true, false]);
    // Lands aren't creatures: the untapped Mountain and Bob's Island stay untapped.
    expect(tapped(s, inPlay(s, "Island"))).toBe(false);
    expect(s.play.filter((id) => card(s, id).card === "Mountain" && !tapped(s, id))).toHaveLength(1);
  });
});

describe("clauses: \"Target player untaps all basic lands he or she controls\" (Early Harvest)", () => {
  it("413.2: Early Harvest untaps the target player's tapped basic lands only, not the other player's, nor a creature", () => {
    let s = manualGame({
      players: [
        { library, play: ["Forest", "Forest", "Forest", { card: "Plains", tapped: true }, { card: "Island", tapped: true }, { card: "Goblin Raider", tapped: true }], hand: ["Early Harvest"] },
        { library, play: [{ card: "Swamp", tapped: true }] },
      ],
      turn: 3,
    });
    s = pass(cast(s, "p1", "Early Harvest", [{ player: "p1" }]), 2);
    const mine = s.play.filter((id) => card(s, id).controller === "p1" && ["Forest", "Plains", "Island"].includes(card(s, id).card));
    expect(mine.map((id) => tapped(s, id))).toEqual([false, false, false, false, false]);
    expect([tapped(s, inPlay(s, "Goblin Raider")), tapped(s, inPlay(s, "Swamp"))]).toEqual([true, true]);
  });

  it("413.2: targeting the opponent untaps that player's basic lands and none of the caster's", () => {
    let s = manualGame({ players: [{ library, play: ["Forest", "Forest", "Forest"], hand: ["Early Harvest"] }, { library, play: [{ card: "Swamp", tapped: true }, { card: "Swamp", tapped: true }] }], turn: 3 });
    s = pass(cast(s, "p1", "Early Harvest", [{ player: "p2" }]), 2);
    expect(s.play.filter((id) => card(s, id).card === "Swamp").map((id) => tapped(s, id))).toEqual([false, false]);
    expect(s.play.filter((id) => card(s, id).card === "Forest").map((id) => tapped(s, id))).toEqual([true, true, true]);
  });
});

describe("clauses: \"All creatures get +X/-X until end of turn\" (Flowstone Slide)", () => {
  it("409.1b, 418.5a: Flowstone Slide with X=1 makes each creature +1/-1; a 1-toughness creature dies (420.5c), and the effect ends at end of turn", () => {
    const lands = ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain"];
    let s = manualGame({ players: [{ library, play: [...lands, "Goblin Raider"], hand: ["Flowstone Slide"] }, { library, play: ["Wind Drake", "Ornithopter"] }], turn: 3 });
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Flowstone Slide") }, "p1");
    s = payFully(act(s, { type: "chooseX", value: 1 }, "p1"));
    s = pass(s, 2);
    expect(pt(s, inPlay(s, "Goblin Raider"))).toEqual([3, 1]);
    expect(pt(s, inPlay(s, "Wind Drake"))).toEqual([3, 1]);
    // Ornithopter (0/2) is a 1/1 now; nothing died but what had toughness 1 (none here).
    expect(pt(s, inPlay(s, "Ornithopter"))).toEqual([1, 1]);
    s = toNextTurn(s);
    expect(pt(s, inPlay(s, "Goblin Raider"))).toEqual([2, 2]);
  });

  it("420.5c: with X=2 the 2-toughness creatures die and an X of 0 changes nothing", () => {
    const lands = ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain", "Mountain"];
    let s = manualGame({ players: [{ library, play: [...lands, "Goblin Raider"], hand: ["Flowstone Slide"] }, { library, play: ["Spined Wurm"] }], turn: 3 });
    s = act(s, { type: "playSpell", card: inHand(s, "p1", "Flowstone Slide") }, "p1");
    s = payFully(act(s, { type: "chooseX", value: 2 }, "p1"));
    s = pass(s, 2);
    expect(s.play.some((id) => card(s, id).card === "Goblin Raider")).toBe(false);
    expect(pt(s, inPlay(s, "Spined Wurm"))).toEqual([7, 2]);
  });
});

describe("clauses: \"~'s power is equal to the number of Rats you control\" (Swarm of Rats)", () => {
  it("208.2, 418.5a (6a): Swarm of Rats' power counts the Rats its controller controls, itself included; its toughness is the printed 1", () => {
    const s = manualGame({ players: [{ library, play: ["Swarm of Rats"] }, { library, play: ["Swarm of Rats"] }], turn: 3 });
    expect(pt(s, inPlay(s, "Swarm of Rats", "p1"))).toEqual([1, 1]);
    const two = manualGame({ players: [{ library, play: ["Swarm of Rats", "Swarm of Rats"] }, { library, play: ["Swarm of Rats"] }], turn: 3 });
    expect(two.play.filter((id) => card(two, id).controller === "p1").map((id) => pt(two, id))).toEqual([[2, 1], [2, 1]]);
    expect(pt(two, inPlay(two, "Swarm of Rats", "p2"))).toEqual([1, 1]);
  });

  it("418.5a: a P/T change applies after the defining ability (6a then 6b): Giant Growth on Swarm of Rats makes it 4/4", () => {
    let s = manualGame({ players: [{ library, play: ["Swarm of Rats", "Forest"], hand: ["Giant Growth"] }, { library }], turn: 3 });
    s = pass(cast(s, "p1", "Giant Growth", [{ object: inPlay(s, "Swarm of Rats") }]), 2);
    expect(pt(s, inPlay(s, "Swarm of Rats"))).toEqual([4, 4]);
  });
});

describe("clauses: Auras granting blocking rules — Treetop Bracers, Web (502.4, 212.4)", () => {
  it("502.4: Treetop Bracers' creature gets +1/+1 and only a creature with flying can block it", () => {
    let s = manualGame({
      players: [{ library, play: ["Goblin Raider", { card: "Treetop Bracers", attachedTo: "Goblin Raider" }] }, { library, play: ["Spined Wurm", "Wind Drake"] }],
      turn: 3,
      step: "declareAttackers",
    });
    const raider = inPlay(s, "Goblin Raider");
    expect(pt(s, raider)).toEqual([3, 3]);
    s = pass(attack(s, "Goblin Raider"), 2);
    rejects(s, "p2", { type: "declareBlockers", blocks: [{ blocker: inPlay(s, "Spined Wurm"), attacker: raider }] }, "309.2");
    s = block(s, ["Wind Drake", "Goblin Raider"]);
    expect(s.combat?.blocks?.map((b) => b.blocker)).toEqual([inPlay(s, "Wind Drake")]);
  });

  it("502.4: Web's creature gets +0/+2 and can block a creature with flying; without Web it can't", () => {
    const setup = (web: boolean) =>
      manualGame({
        players: [{ library, play: ["Wind Drake"] }, { library, play: ["Grizzly Bears", ...(web ? [{ card: "Web", attachedTo: "Grizzly Bears" }] : [])] }],
        turn: 3,
        step: "declareAttackers",
      });
    let s = setup(true);
    const bears = inPlay(s, "Grizzly Bears");
    expect(pt(s, bears)).toEqual([2, 4]);
    s = pass(attack(s, "Wind Drake"), 2);
    s = act(s, { type: "declareBlockers", blocks: [{ blocker: bears, attacker: inPlay(s, "Wind Drake") }] }, "p2");
    expect(s.combat?.blocks?.map((b) => b.blocker)).toEqual([bears]);
    // Without Web the Bears can't block the Drake (502.4), so Bob has no block to declare.
    const bare = setup(false);
    expect(blockProblem(bare, card(bare, inPlay(bare, "Grizzly Bears")), card(bare, inPlay(bare, "Wind Drake")))?.rule).toBe("502.4");
  });
});

describe("clauses: \"As long as ~ is enchanted, it gets +2/+2 and has flying, first strike, and trample\" (Thran Golem)", () => {
  it("212.4: Thran Golem is a 3/3 without keywords; enchanted (by either player's Aura), it is 5/5 with flying, first strike and trample", () => {
    const bare = manualGame({ players: [{ library, play: ["Thran Golem"] }, { library }], turn: 3 });
    const golem = inPlay(bare, "Thran Golem");
    expect([pt(bare, golem), characteristics(bare, card(bare, golem)).keywords]).toEqual([[3, 3], []]);
    let s = manualGame({ players: [{ library, play: ["Thran Golem", "Plains", "Plains"], hand: ["Pacifism"] }, { library }], turn: 3 });
    s = pass(cast(s, "p1", "Pacifism", [{ object: inPlay(s, "Thran Golem") }]), 2);
    const g = inPlay(s, "Thran Golem");
    expect(pt(s, g)).toEqual([5, 5]);
    expect([...characteristics(s, card(s, g)).keywords].sort()).toEqual(["firstStrike", "flying", "trample"]);
  });
});

describe("clauses: \"Untap all permanents you control during each other player's untap step\" (Seedborn Muse)", () => {
  it("302.1: in Bob's untap step Ann's tapped permanents untap too (Seedborn Muse's controller), even a land Choke would keep tapped in her own untap step (302.2)", () => {
    let s = manualGame({
      players: [
        { library, play: ["Seedborn Muse", { card: "Forest", tapped: true }, { card: "Island", tapped: true }, { card: "Goblin Raider", tapped: true }] },
        { library, play: ["Choke", { card: "Swamp", tapped: true }] },
      ],
      turn: 3,
    });
    s = toNextTurn(s);
    expect(s.turn.active).toBe("p2");
    expect(["Forest", "Island", "Goblin Raider", "Swamp"].map((n) => tapped(s, inPlay(s, n)))).toEqual([false, false, false, false]);
  });

  it("302.1: without Seedborn Muse (or for its opponent) nothing untaps in another player's untap step", () => {
    let s = manualGame({ players: [{ library, play: [{ card: "Forest", tapped: true }] }, { library, play: ["Seedborn Muse", { card: "Swamp", tapped: true }] }], turn: 3 });
    s = toNextTurn(s);
    expect(s.turn.active).toBe("p2");
    // Bob's own untap step untaps his Swamp; Ann's Forest stays tapped: the Muse is Bob's.
    expect([tapped(s, inPlay(s, "Forest")), tapped(s, inPlay(s, "Swamp"))]).toEqual([true, false]);
  });
});

describe("clauses: \"At the beginning of your upkeep, if you have 200 or more cards in your library, you win the game\" (Battle of Wits)", () => {
  const big = (n: number) => Array.from({ length: n }, (_, i) => ["Island", "Swamp", "Plains", "Forest", "Mountain"][i % 5]!);

  it("102.2, 404.3: with 200 cards in her library at her upkeep, Ann wins: Bob loses and the game is over", () => {
    let s = manualGame({ players: [{ library: big(201), play: ["Battle of Wits"] }, { library }], turn: 2, active: 1 });
    s = toUpkeep(s, 3);
    expect(s.stack).toHaveLength(1);
    s = pass(s, 2);
    expect([s.status, s.winners, s.players.map((p) => p.outcome)]).toEqual(["finished", ["p1"], ["won", "lost"]]);
  });

  it("404.3: with 199 cards it doesn't trigger; in the opponent's upkeep it doesn't either", () => {
    let s = manualGame({ players: [{ library: big(199), play: ["Battle of Wits"] }, { library }], turn: 2, active: 1 });
    s = toUpkeep(s, 3);
    expect([s.stack.length, s.status]).toEqual([0, "playing"]);
    let t = manualGame({ players: [{ library }, { library: big(250), play: ["Battle of Wits"] }], turn: 2, active: 1 });
    t = toUpkeep(t, 3);
    expect([t.turn.active, t.stack.length, t.status]).toEqual(["p1", 0, "playing"]);
  });
});

describe("clauses: \"Creatures and lands target opponent controls don't untap during his or her next untap step\" (Exhaustion)", () => {
  it("302.2: Bob's creatures and lands stay tapped through his next untap step (his artifact untaps); the step after, all untap", () => {
    let s = manualGame({
      players: [
        { library, play: ["Island", "Island", "Island"], hand: ["Exhaustion"] },
        { library, play: [{ card: "Grizzly Bears", tapped: true }, { card: "Swamp", tapped: true }, { card: "Icy Manipulator", tapped: true }] },
      ],
      turn: 3,
    });
    s = pass(cast(s, "p1", "Exhaustion", [{ player: "p2" }]), 2);
    expect(s.players[1]!.skipsNextUntap).toEqual(["creature", "land"]);
    s = toNextTurn(s);
    expect(s.turn.active).toBe("p2");
    expect([tapped(s, inPlay(s, "Grizzly Bears")), tapped(s, inPlay(s, "Swamp")), tapped(s, inPlay(s, "Icy Manipulator"))]).toEqual([true, true, false]);
    s = toNextTurn(toNextTurn(s));
    expect(s.turn.active).toBe("p2");
    expect(["Grizzly Bears", "Swamp"].map((n) => tapped(s, inPlay(s, n)))).toEqual([false, false]);
    expect(s.players[1]!.skipsNextUntap).toBeUndefined();
  });
});

describe("clauses: \"Target player loses life equal to the damage already dealt to him or her this turn\" (Final Punishment)", () => {
  it("413.2: after two Shocks (4 damage) Bob loses 4 more life; Ann, dealt none, would lose none; the count starts again next turn", () => {
    const swamps = ["Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Mountain", "Mountain"];
    let s = manualGame({ players: [{ library, play: swamps, hand: ["Shock", "Shock", "Final Punishment"] }, { library }], turn: 3 });
    s = pass(cast(s, "p1", "Shock", [{ player: "p2" }]), 2);
    s = pass(cast(s, "p1", "Shock", [{ player: "p2" }]), 2);
    expect(life(s, "p2")).toBe(16);
    s = pass(cast(s, "p1", "Final Punishment", [{ player: "p2" }]), 2);
    expect([life(s, "p2"), life(s, "p1")]).toEqual([12, 20]);
    expect(s.turn.damageToPlayers).toEqual({ p2: 4 });
    s = toNextTurn(s);
    expect(s.turn.damageToPlayers).toBeUndefined();
  });

  it("413.2: targeting a player dealt no damage this turn, no life is lost", () => {
    let s = manualGame({ players: [{ library, play: ["Swamp", "Swamp", "Swamp", "Swamp", "Swamp"], hand: ["Final Punishment"] }, { library }], turn: 3 });
    s = pass(cast(s, "p1", "Final Punishment", [{ player: "p2" }]), 2);
    expect([life(s, "p2"), s.players[1]!.outcome]).toEqual([20, "playing"]);
  });
});

describe("clauses: 'Equipped creature gets +3/+0, has trample, and has \"Whenever this creature deals damage, you gain that much life.\"' (Loxodon Warhammer)", () => {
  it("407, 410: the equipped Grizzly Bears is a 5/2 with trample; its 5 combat damage to Bob triggers the granted ability and Ann gains 5 life", () => {
    let s = manualGame({ players: [{ library, play: ["Grizzly Bears", { card: "Loxodon Warhammer", attachedTo: "Grizzly Bears" }] }, { library }], turn: 3, step: "declareAttackers" });
    const bears = inPlay(s, "Grizzly Bears");
    expect(pt(s, bears)).toEqual([5, 2]);
    expect(characteristics(s, card(s, bears)).keywords).toContain("trample");
    s = attack(s, "Grizzly Bears");
    for (let i = 0; i < 30 && life(s, "p1") === 20; i++) s = s.pending?.kind === "blockers" ? act(s, { type: "declareBlockers", blocks: [] }) : pass(s);
    expect([life(s, "p2"), life(s, "p1")]).toEqual([15, 25]);
  });
});
