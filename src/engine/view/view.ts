// What one player (or a spectator) may see (the only way state leaves the engine):
// their own hand (and in a Teams game the hands of teammates seated next to them, 609.6; and hands played revealed, 217.3c);
// for everyone else, hand and library sizes only. Libraries are never shown (but a top card played revealed), nor the seed
// or the generator's state. Players are listed in seating order, which is turn order.
import { formatSnow, plainPool } from "../spells/mana.js";
import { keywordWords } from "../../cards/keyword-lines.js";
import { getCard } from "../../cards/registry.js";
import { controllerOf } from "../effects/control.js";
import { characteristics } from "../effects/characteristics.js";
import { summoningSick } from "../combat/combat.js";
import { card, obj, player } from "../game/game.js";
import { inRange, mayReviewHand } from "../multiplayer/multiplayer.js";
import { topCardRevealed } from "../effects/top-card-revealed.js";
import type { CardObject, Format, GameEvent, GameState, LastKnown, PlayerId } from "../game/types.js";
import { imprintedCards } from "../effects/imprinted.js";

export type GameView = ReturnType<typeof view>;

/** A split card's halves by name (505.1), for the cards of hands and graveyards; nothing for any other card. */
function splitHalves(name: string): { halves?: string[] } {
  const halves = getCard(name).halves;
  return halves ? { halves: [...halves] } : {};
}

export function view(s: GameState, viewer: PlayerId | null) {
  // 505.1: a split card in a hand, graveyard or ante names both its halves.
  const named = (id: string) => ({ id, name: card(s, id).card, ...splitHalves(card(s, id).card) });
  const finished = s.status === "finished";
  return {
    you: viewer,
    status: s.status,
    format: s.format,
    options: s.options,
    // Whoever created a puzzle (a chosen seed or position) may know every hidden card.
    puzzle: s.puzzle === true,
    winner: finished ? (s.winners.length === 1 ? s.winners[0]! : null) : null,
    ...(finished ? { result: { winners: s.winners, draw: s.winners.length === 0 } } : {}),
    startingPlayer: s.startingPlayer,
    turn: {
      number: s.turn.number,
      activePlayer: s.turn.active,
      // Seed glossary "Active Team": in Two-Headed Giant, the team whose turn it is.
      ...(s.format === "two-headed-giant" ? { activeTeam: player(s, s.turn.active).team } : {}),
      phase: s.turn.phase,
      step: s.turn.step,
      ...(s.turn.extra ? { extra: true } : {}),
      ...(s.turn.marker ? { marker: s.turn.marker } : {}),
    },
    ...(TEAM_FORMATS.includes(s.format) ? { teams: teams(s) } : {}),
    // 608.4: who holds each Grand Melee turn marker and the turns still to take with it.
    ...(s.turnMarkers ? { turnMarkers: s.turnMarkers.map((m) => ({ number: m.number, player: m.holder, turns: m.turns })) } : {}),
    // 300.6: extra turns still to come, the next first (608.4e: owed until a marker arrives).
    ...(s.extraTurns ? { extraTurns: s.extraTurns } : {}),
    priority: s.pending?.kind === "priority" ? s.pending.player : null,
    decision: s.pending ? { player: s.pending.player, kind: s.pending.kind } : null,
    players: s.players.map((p) => ({
      id: p.id,
      name: p.name,
      team: p.team,
      ...(p.emperor ? { emperor: true } : {}),
      life: p.life,
      poison: p.poison ?? 0,
      ...(p.epic ? { epic: true } : {}), // 502.44a: can't play spells for the rest of the game
      manaPool: plainPool(p.manaPool),
      ...(formatSnow(p.manaPool) ? { snowMana: formatSnow(p.manaPool) } : {}),
      handCount: p.hand.length,
      libraryCount: p.library.length,
      // The top card of a library played revealed is seen by everyone (effects/top-card-revealed.ts).
      ...(p.library.length && topCardRevealed(s, p.id) ? { libraryTop: { name: p.library[0]!, ...splitHalves(p.library[0]!) } } : {}),
      ...(viewer !== null && mayReviewHand(s, viewer, p.id) ? { hand: p.hand.map(named) } : {}),
      graveyard: p.graveyard.map(named),
      ...(p.ante ? { ante: p.ante.map(named) } : {}), // 217.9: the ante zone is public
      landsPlayedThisTurn: p.landsPlayedThisTurn,
      mulligans: p.mulligans,
      outcome: p.outcome,
      // The player's priority settings (stops.ts) are public: whoever reads the decisions can
      // tell what passing by itself reveals.
      autoPass: p.autoPass,
      stops: p.stops,
      ...(p.passUntil ? { passUntil: p.passUntil.until } : {}),
      // 601.2: the players within this player's range of influence this turn.
      ...(s.options.rangeOfInfluence !== null ? { inRange: s.players.filter((q) => q.outcome === "playing" && inRange(s, p.id, q.id)).map((q) => q.id) } : {}),
    })),
    play: s.play.map((id) => {
      const o = card(s, id);
      const c = characteristics(s, o);
      return {
        id,
        name: c.name,
        ...faceDownCard(s, o, viewer),
        owner: o.owner,
        controller: controllerOf(s, o),
        types: c.types,
        subtypes: c.subtypes,
        ...(c.power !== undefined ? { power: c.power, toughness: c.toughness } : {}),
        keywords: c.keywords,
        /** The keywords as printed words ("first strike"), for a reader. */
        keywordText: c.keywords.map(keywordWords),
        restrictions: c.restrictions,
        tapped: o.tapped,
        damage: o.damage,
        counters: o.counters ?? {},
        ...(o.token ? { token: true } : {}),
        ...(o.attachedTo ? { attachedTo: o.attachedTo } : {}),
        // 508.3: whether a permanent is flipped is always clear to every player.
        ...(o.flipped ? { flipped: true } : {}),
        // 419.1b: what was chosen as it came into play ("the chosen creature type") is public.
        ...(o.chosen ? { chosen: o.chosen } : {}),
        ...(o.chosenPlayer ? { chosenPlayer: o.chosenPlayer } : {}),
        // 502.34: the cards imprinted on it, removed from the game face up, are public.
        ...(imprintedCards(s, o).length ? { imprinted: imprintedCards(s, o).map((c) => c.id) } : {}),
        summoningSick: c.types.includes("creature") && summoningSick(s, o),
      };
    }),
    stack: s.stack.map((id) => {
      const o = obj(s, id);
      // The announced X, the number sacrificed for the cost and the division of damage or counters (409.1b, 409.1d) are public, like the targets;
      // so are a copy of a spell (503.10) and a paid buyback.
      if (o.kind === "card")
        return {
          id, name: o.faceDown ? "" : o.card, ...faceDownCard(s, o, viewer), controller: o.controller, targets: o.targets ?? [],
          ...(o.x !== undefined ? { x: o.x } : {}), ...(o.sacrificed !== undefined ? { sacrificed: o.sacrificed } : {}), ...(o.division ? { division: o.division } : {}),
          ...(o.mode !== undefined ? { mode: o.mode } : {}), ...(o.spellCopy ? { copy: true } : {}), ...(o.buyback ? { buyback: true } : {}), ...(o.spliced ? { spliced: o.spliced } : {}), ...(o.replicated ? { replicated: o.replicated } : {}),
        };
      return { id, text: o.text, controller: o.controller, source: shownSource(o.source), targets: o.targets ?? [], ...(o.x !== undefined ? { x: o.x } : {}), ...(o.division ? { division: o.division } : {}), ...(o.combatDamage ? { combatDamage: o.combatDamage } : {}) };
    }),
    // 217.? (?): cards removed from the game are face up and public, with their counters (suspend's
    // time counters, 502.59a); one removed by its haunt ability names the creature it haunts (502.51b).
    removed: s.removed.map((id) => {
      const o = card(s, id);
      return { id, name: o.card, owner: o.owner, counters: o.counters ?? {}, ...(o.haunting ? { haunting: o.haunting } : {}) };
    }),
    combat: s.combat && {
      attackers: s.combat.attackers,
      blocks: s.combat.blocks,
      // 310.5: which of two combat damage steps this is; 502.29: who must block whom (provoke).
      ...(s.combat.damageStep ? { damageStep: s.combat.damageStep === 1 ? "first strike" : "regular" } : {}),
      ...(s.combat.mustBlock?.length ? { mustBlock: s.combat.mustBlock } : {}),
    },
    triggered: s.triggered.map((t) => ({ id: t.id, controller: t.controller, source: shownSource(t.source), text: t.text })),
    playing: s.playing && { player: s.playing.player, object: s.playing.object, stage: s.playing.stage, cost: s.playing.cost },
  };
}

const TEAM_FORMATS: Format[] = ["teams", "two-headed-giant", "emperor"];

/** Each team in seating order with its players; a Two-Headed Giant team's shared life (606.2)
 * and an Emperor team's emperor (607.1). */
function teams(s: GameState) {
  const names = [...new Set(s.players.map((p) => p.team))];
  return names.map((name) => {
    const members = s.players.filter((p) => p.team === name);
    const emperor = members.find((p) => p.emperor);
    return {
      name,
      players: members.map((p) => p.id),
      ...(s.format === "two-headed-giant" ? { life: members[0]!.life } : {}),
      ...(emperor ? { emperor: emperor.id } : {}),
    };
  });
}

/** The events as a viewer may see them: private ones dropped, secrets only for their owners. */
export function eventsFor(events: GameEvent[], viewer: PlayerId | null): Omit<GameEvent, "visibleTo" | "secret">[] {
  const out: Omit<GameEvent, "visibleTo" | "secret">[] = [];
  for (const e of events) {
    if (e.visibleTo && (viewer === null || !e.visibleTo.includes(viewer))) continue;
    const { visibleTo: _v, secret, ...pub } = e;
    if (secret && viewer !== null && secret.to.includes(viewer)) out.push({ ...pub, text: secret.text, data: { ...pub.data, ...secret.data } });
    else out.push(pub);
  }
  return out;
}

/**
 * 504: a face-down spell or permanent shows as face down; the card it is shows only to its
 * controller, who may look at it, and to everyone once the game is over (504: revealed when
 * the game ends).
 */
function faceDownCard(s: GameState, o: CardObject, viewer: PlayerId | null): { faceDown?: true; card?: string } {
  if (!o.faceDown) return {};
  const sees = s.status === "finished" || (viewer !== null && viewer === controllerOf(s, o));
  return { faceDown: true, ...(sees ? { card: o.card } : {}) };
}

/** An ability's source as it last existed: its name, and the card it is when it was a copy (503). */
function shownSource(src: LastKnown): { id: string; name: string; card?: string } {
  return { id: src.id, name: src.name, ...(src.card ? { card: src.card } : {}) };
}
