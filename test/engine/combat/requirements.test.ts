import { describe, expect, it } from "vitest";
import { legalDecision } from "../../../src/engine/index.js";
import { card } from "../../../src/engine/game/game.js";
import { act, inPlay, life, pass, rejects, zoneNames } from "../helpers.js";
import { attack, combatGame, passTo } from "./combat-keywords-helpers.js";
import { tableGame } from "../multiplayer-helpers.js";

describe("combat requirements and restrictions (308.2, 309.2, 502.29)", () => {
  it("308.2: Goblin Brigand attacks each turn if able: every listed declaration includes it, and one without it is refused", () => {
    const s = combatGame({ play: ["Goblin Brigand", "Grizzly Bears"] }, {});
    const d = legalDecision(s, "p1")!;
    const brigand = inPlay(s, "Goblin Brigand");
    expect(d.options).toHaveLength(2);
    for (const o of d.options) expect(o.type === "declareAttackers" && o.attackers.some((a) => a.attacker === brigand)).toBe(true);
    expect(d.prompt).toContain("attack each turn if able must attack");
    rejects(s, "p1", { type: "declareAttackers", attackers: [{ attacker: inPlay(s, "Grizzly Bears"), defender: "p2" }] }, "308.2");
  });

  it("308.2: a tapped Goblin Brigand is not able to attack, so nothing requires it", () => {
    const s = combatGame({ play: [{ card: "Goblin Brigand", tapped: true }, "Grizzly Bears"] }, {});
    const after = act(s, { type: "declareAttackers", attackers: [] });
    expect(after.combat!.attackers).toEqual([]);
  });

  it("309.2: Treetop Scout can't be blocked except by creatures with flying", () => {
    let s = pass(attack(combatGame({ play: ["Treetop Scout"] }, { play: ["Grizzly Bears", "Suntail Hawk"] }), "Treetop Scout"), 2);
    const names = (legalDecision(s, "p2")!.details!.candidates as { name: string }[]).map((c) => c.name);
    expect(names).toEqual(["Suntail Hawk"]);
    rejects(s, "p2", { type: "declareBlockers", blocks: [{ blocker: inPlay(s, "Grizzly Bears"), attacker: inPlay(s, "Treetop Scout") }] }, "309.2");
    s = act(s, { type: "declareBlockers", blocks: [{ blocker: inPlay(s, "Suntail Hawk"), attacker: inPlay(s, "Treetop Scout") }] });
    s = passTo(s, "endOfCombat");
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Treetop Scout"]);
  });

  const provoked = () => {
    let s = attack(combatGame({ play: ["Goblin Grappler", "Grizzly Bears"] }, { play: [{ card: "Hill Giant", tapped: true }, "Llanowar Elves"] }), "Goblin Grappler", "Grizzly Bears");
    // The provoke trigger targets a creature the defending player controls as it goes on the stack.
    expect(s.pending?.kind).toBe("triggerTargets");
    const targets = legalDecision(s, "p1")!.options.map((o) => (o.type === "chooseTargets" ? o.targets : []));
    expect(targets).toEqual([[{ object: inPlay(s, "Hill Giant") }], [{ object: inPlay(s, "Llanowar Elves") }]]); // not the attacker's own Grizzly Bears
    s = act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Hill Giant") }] });
    s = pass(s, 2);
    return act(s, { type: "may", accept: true });
  };

  it("502.29: provoke — Goblin Grappler has the tapped Hill Giant untap, and it must block the Grappler: only declarations that do are listed", () => {
    let s = provoked();
    expect(card(s, inPlay(s, "Hill Giant")).tapped).toBe(false);
    s = pass(s, 2);
    expect(s.pending).toEqual({ kind: "blockers", player: "p2" });
    const [giant, grappler] = [inPlay(s, "Hill Giant"), inPlay(s, "Goblin Grappler")];
    const d = legalDecision(s, "p2")!;
    expect(d.options.length).toBeGreaterThan(0);
    for (const o of d.options) expect(o.type === "declareBlockers" && o.blocks.some((b) => b.blocker === giant && b.attacker === grappler)).toBe(true);
    rejects(s, "p2", { type: "declareBlockers", blocks: [] }, "502.29");
    rejects(s, "p2", { type: "declareBlockers", blocks: [{ blocker: giant, attacker: inPlay(s, "Grizzly Bears") }] }, "502.29");
    s = act(s, d.options[0]!);
    s = passTo(s, "endOfCombat");
    expect(zoneNames(s, "p1", "graveyard")).toEqual(["Goblin Grappler"]);
  });

  it("502.29: provoke is optional: when its controller declines, Lowland Tracker's only possible target (Grizzly Bears) needn't block", () => {
    let s = attack(combatGame({ play: ["Lowland Tracker"] }, { play: ["Grizzly Bears"] }), "Lowland Tracker");
    s = pass(s, 2); // the trigger targeted the one creature it could
    s = act(s, { type: "may", accept: false });
    s = pass(s, 2);
    s = act(s, { type: "declareBlockers", blocks: [] });
    s = passTo(s, "endOfCombat");
    expect(life(s, "p2")).toBe(18);
  });

  it("502.29: a provoked creature that isn't able to block the provoker is required to do nothing: Soltari Priest (shadow) provoked by Lowland Tracker", () => {
    let s = attack(combatGame({ play: ["Lowland Tracker"] }, { play: ["Soltari Priest", "Grizzly Bears"] }), "Lowland Tracker");
    s = act(s, { type: "chooseTargets", targets: [{ object: inPlay(s, "Soltari Priest") }] });
    s = act(pass(s, 2), { type: "may", accept: true });
    s = pass(s, 2);
    expect(legalDecision(s, "p2")!.options).toContainEqual({ type: "declareBlockers", blocks: [] });
    s = act(s, { type: "declareBlockers", blocks: [] });
    expect(s.combat!.blocks).toEqual([]);
  });
});

describe("502.29 provoke in a multiplayer game", () => {
  it("502.29, 603: the target is a creature of the player the provoker attacks (the defending player), not of another opponent", () => {
    const library = ["Plains", "Island", "Swamp"];
    let s = tableGame(
      { players: [{ play: ["Goblin Grappler"], library }, { play: ["Grizzly Bears"], library }, { play: ["Hill Giant"], library }], step: "declareAttackers", turn: 3 },
      { autoPass: false },
    );
    s = act(s, { type: "declareAttackers", attackers: [{ attacker: inPlay(s, "Goblin Grappler"), defender: "p2" }] });
    // One legal target only (p2's Grizzly Bears; p3's Hill Giant is not the defending player's): chosen at once.
    expect(s.pending?.kind).toBe("priority");
    const trigger = s.objects[s.stack.at(-1)!] as { targets: unknown[] };
    expect(trigger.targets).toEqual([{ object: inPlay(s, "Grizzly Bears") }]);
  });
});
