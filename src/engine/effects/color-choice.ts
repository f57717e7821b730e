// A color chosen as a spell or ability resolves (413), by its controller, from the five colors
// (a decision described and checked); the choice is public. "... gains protection from the color
// of your choice until end of turn" (502.7) then begins like any "gains [keyword] until end
// of turn" effect (layer 6, 418.5); Persecute's "Choose a color. Target player reveals his or her
// hand and discards all cards of that color." reveals that hand to every player, then discards
// each card of the color (its color in the hand, 203.? and layer 5 effects that reach it).
// "[This]'s type becomes the creature type of your choice until end of turn" (the Mistform
// creatures): any creature type of the edition, its creature types replaced (layer 4).
// "Choose a color." as a spell's first sentence (Bathe in Light) is chosen once, as that sentence
// is reached; the resolution keeps the color for "the chosen color" of the sentences after it,
// which may apply to several creatures (Radiance) without asking again.
import type { Effect } from "../../cards/language.js";
import { emit, obj, playerName, type Game } from "../game/game.js";
import { illegal } from "../game/errors.js";
import type { Action, Decision, GameState, Pending, PlayerId } from "../game/types.js";
import { effectDecisionDone, resolvable, type Resolvable, resolvingNow } from "../spells/resolve.js";
import { playerRef, runEffect } from "./effects.js";
import { characteristics } from "./characteristics.js";
import { card, permanents, player } from "../game/game.js";
import CREATURE_TYPES from "../../cards/data/creature-types.json" with { type: "json" };
import { discard } from "../zones/zones.js";
import { chooseTapOrUntap, tapOrUntapDecision } from "./tap-or-untap.js";
import { forChosenCreatureType, typesChosenSoFar } from "./creature-type-choice.js";
import { auraHomeDecision, chooseAuraHome } from "./aura-from-graveyard.js";
import { enterFromGraveyard } from "./graveyard-cards.js";

/** "Choose a creature type other than Legend or Wall" (Onslaught block). */
const EXCEPT = ["Legend", "Wall"];
const COLORS = { W: "White", U: "Blue", B: "Black", R: "Red", G: "Green" } as const;
type ColorLetter = keyof typeof COLORS;

/** What the color is for, by the effect asking (the prompt). */
const COLOR_USE: Partial<Record<Effect["do"], string>> = { discardAllOfChosenColor: "; the player reveals their hand and discards all cards of that color", chooseColor: "; the rest of its text refers to it as the chosen color" };

/** The effect waits for its controller's color or creature type. */
export function askChoice(g: Game, r: Resolvable, what: "color" | "creatureType"): false {
  g.s.pending = { kind: "choose", player: r.controller, object: r.id, what, resolving: true };
  return false;
}

export function colorChoiceDecision(s: GameState, p: Extract<Pending, { kind: "choose" }>): Decision {
  if (p.what === "tapOrUntap") return tapOrUntapDecision(s, p);
  if (p.what === "auraHome") return auraHomeDecision(s, p);
  const r = resolvable(s, obj(s, p.object));
  if (p.what === "creatureType") {
    // Any creature type of the edition may be named: the options are those of the creatures in play (complete answers), the rest is described.
    const step = r.effects[s.resolving!.step]!;
    const except = step.do === "becomesChosenCreatureType" && step.notLegendOrWall ? EXCEPT : [];
    const seen = [...new Set(permanents(s).flatMap((o) => characteristics(s, o).subtypes).filter((t) => (CREATURE_TYPES as string[]).includes(t) && !except.includes(t)))].sort();
    return {
      player: p.player,
      kind: p.kind,
      prompt: `${r.name} resolves: choose a creature type; ${creatureTypePrompt(step, typesChosenSoFar(s))}. Any creature type of this edition may be posted (details.answer); the options are the types of the creatures in play.`,
      options: (seen.length ? seen : ["Human"]).map((choice): Action => ({ type: "choose", choice })),
      details: { what: "creatureType", object: p.object, name: r.name, answer: "any creature type of this edition's cards, as printed (\"Goblin\", \"Wizard\")" },
    };
  }
  return {
    player: p.player,
    kind: p.kind,
    prompt: `${r.name} resolves: choose a color (W white, U blue, B black, R red, G green)${COLOR_USE[r.effects[s.resolving!.step]!.do] ?? "; it gains protection from that color until end of turn"}.`,
    options: (Object.keys(COLORS) as ColorLetter[]).map((choice): Action => ({ type: "choose", choice })),
    details: { what: "color", object: p.object, name: r.name },
  };
}

/** What the creature type chosen does, for the prompt. */
function creatureTypePrompt(step: Effect, before: string[]): string {
  if (step.do !== "forChosenCreatureType") return "its type becomes that type until end of turn";
  if (!step.each) return "its effects happen to the creatures of that type";
  const so = before.length ? ` (chosen so far: ${before.join(", ")})` : "";
  return `each player chooses one in turn${so}; then its effects happen to the creatures ${step.except ? "of none" : "of any"} of the types chosen`;
}

/** The color chosen: the effect begins. */
export function chooseAsResolving(g: Game, who: PlayerId, choice: string): void {
  const s = g.s;
  const r = resolvingNow(s);
  const step = r.effects[s.resolving!.step]!;
  if (step.do === "tapOrUntap") return chooseTapOrUntap(g, who, r, choice);
  if (step.do === "returnToPlay") return chooseAuraHome(g, who, r, choice, (home) => enterFromGraveyard(g, r, (s.pending as { aura: string }).aura, step.control === "you", home));
  if (step.do === "forChosenCreatureType") return forChosenCreatureType(g, who, r, step, choice);
  if (step.do === "becomesChosenCreatureType") {
    if (!(CREATURE_TYPES as string[]).includes(choice)) illegal("413", "choose a creature type of this edition's cards");
    if (step.notLegendOrWall && EXCEPT.includes(choice)) illegal("413", `${r.name} says "a creature type other than Legend or Wall"`);
    emit(g, { type: "choose", text: `${playerName(s, who)} chooses ${choice} (${r.name}).`, data: { player: who, object: r.id, choice } });
    runEffect(g, r, { do: "becomes", object: step.object, modifications: [{ kind: "setCreatureType", subtype: choice }], duration: "endOfTurn" });
    return effectDecisionDone(g);
  }
  if (!(choice in COLORS)) illegal("413", "choose one of the colors W, U, B, R, G");
  const e = r.effects[s.resolving!.step] as Extract<Effect, { do: "gainProtectionFromChosenColor" | "discardAllOfChosenColor" | "chooseColor" }>;
  emit(g, { type: "choose", text: `${playerName(s, who)} chooses ${COLORS[choice as ColorLetter].toLowerCase()} (${r.name}).`, data: { player: who, object: r.id, choice } });
  if (e.do === "chooseColor") s.resolving!.chosenColor = choice;
  if (e.do === "gainProtectionFromChosenColor")
    runEffect(g, r, { do: "becomes", object: e.object, modifications: [{ kind: "addKeyword", keyword: `protectionFrom${COLORS[choice as ColorLetter]}` }], duration: "endOfTurn" });
  else if (e.do === "discardAllOfChosenColor") discardAllOfColor(g, r, e.player, choice as ColorLetter);
  effectDecisionDone(g);
}

/** The player reveals his or her hand (to every player) and discards the cards of the color. */
function discardAllOfColor(g: Game, r: Resolvable, ref: "you" | "thatPlayer" | { target: number }, color: ColorLetter): void {
  const s = g.s;
  const who = playerRef(g, r, ref);
  if (!who) return;
  const hand = [...player(s, who).hand];
  const names = hand.map((id) => card(s, id).card);
  emit(g, { type: "revealHand", text: `${playerName(s, who)} reveals their hand (${r.name}): ${names.length ? names.join(", ") : "no cards"}.`, data: { player: who, cards: hand.map((id, i) => ({ id, name: names[i] })) } });
  for (const id of hand) if (characteristics(s, card(s, id)).colors.includes(color)) discard(g, id);
}

/** "[object] gains protection from the chosen color until end of turn": the color this resolution chose. */
export function gainProtectionFromColorChosen(g: Game, r: Resolvable, object: Extract<Effect, { do: "gainProtectionFromColorChosen" }>["object"]): void {
  const chosen = g.s.resolving?.chosenColor as ColorLetter | undefined;
  if (chosen) runEffect(g, r, { do: "becomes", object, modifications: [{ kind: "addKeyword", keyword: `protectionFrom${COLORS[chosen]}` }], duration: "endOfTurn" });
}
