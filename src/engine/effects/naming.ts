// "Name a card" (glossary "Name"? (?); 413: an instruction followed as the spell resolves): the
// spell's controller names a card — any card of the edition the game knows (the answer is
// described and checked, not listed: the options name only the cards already public) — and the
// name is public. The effects after it in the same spell use that name (Brain Pry: "That player
// discards a card with that name. If he or she can't, you draw a card.").
import { getCard, isSupported } from "../../cards/registry.js";
import type { Effect } from "../../cards/language.js";
import { illegal } from "../game/errors.js";
import { card, emit, obj, permanents, player, playerName, type Game } from "../game/game.js";
import type { Action, CardObject, Decision, GameState, Pending, PlayerId } from "../game/types.js";
import { draw, discard } from "../zones/zones.js";
import { effectDecisionDone, resolvable, type Resolvable, resolvingNow } from "../spells/resolve.js";
import { playerRef } from "./effects.js";

type Of<K extends Effect["do"]> = Extract<Effect, { do: K }>;

/** The effect waits for its controller to name a card. */
export function askCardName(g: Game, r: Resolvable, e: Of<"nameCard">): false {
  g.s.pending = { kind: "choose", player: r.controller, object: r.id, what: "cardName", resolving: true, ...(e.nonland ? { nonland: true } : {}) };
  return false;
}

function nameable(name: string, nonland: boolean): boolean {
  return isSupported(name) && !(nonland && getCard(name).types.includes("land"));
}

export function nameCardDecision(s: GameState, p: Extract<Pending, { kind: "choose" }>): Decision {
  const r = resolvable(s, obj(s, p.object));
  // The options: the cards the chooser can see (in play, on the stack — the naming spell itself —,
  // in graveyards and in his or her own hand, shown to no one else); any other name may be posted.
  const onStack = s.stack.map((id) => s.objects[id]).filter((o): o is CardObject => o?.kind === "card" && !o.faceDown);
  const visible = [...permanents(s).filter((o) => !o.faceDown && !o.token), ...onStack, ...s.players.flatMap((x) => x.graveyard.map((id) => card(s, id))), ...player(s, p.player).hand.map((id) => card(s, id))];
  const seen = [...new Set(visible.map((o) => o.card))].filter((n) => nameable(n, !!p.nonland)).sort();
  const kind = p.nonland ? "a nonland card" : "a card";
  return {
    player: p.player,
    kind: p.kind,
    prompt: `${r.name} resolves: name ${kind}. Any ${p.nonland ? "nonland " : ""}card of this edition may be posted by its name (details.answer); the options are the cards you can see.`,
    options: seen.map((choice): Action => ({ type: "choose", choice })),
    details: { what: "cardName", object: p.object, name: r.name, answer: `the English name of ${kind} of this edition, as printed ("Grizzly Bears")` },
  };
}

/** The name chosen: kept for the rest of this resolution. */
export function chooseCardName(g: Game, who: PlayerId, choice: string): void {
  const s = g.s;
  const pending = s.pending as Extract<Pending, { kind: "choose" }>;
  if (!nameable(choice, !!pending.nonland)) illegal("413", `name ${pending.nonland ? "a nonland card" : "a card"} of this edition by its printed name`);
  const r = resolvingNow(s);
  s.resolving!.named = choice;
  emit(g, { type: "nameCard", text: `${playerName(s, who)} names ${choice} (${r.name}).`, data: { player: who, object: r.id, name: choice } });
  effectDecisionDone(g);
}

/** "That player discards a card with that name. If he or she can't, you draw a card." */
export function discardNamed(g: Game, r: Resolvable, e: Of<"discardNamed">): boolean {
  const s = g.s;
  const who = playerRef(g, r, e.player);
  const named = s.resolving?.named;
  if (!who || named === undefined) return true;
  const match = player(s, who).hand.find((id) => card(s, id).card === named);
  if (match) {
    discard(g, match);
    return true;
  }
  return draw(g, r.controller, e.elseDraw, "resolution");
}
