// The table: the match as one seat (or a spectator) sees it, and the decision that seat owes,
// answered by clicking cards, players and buttons. Everything shown comes from the public API:
// GET /v1/matches/{id} (the view), /decision (the options) and /events (the report).
import { api } from "./api.js";
import { cardElement, manaSymbols, whenCardsLoad } from "./cards.js";
import { h, replaceKeepingFocus } from "./dom.js";
import { logElement } from "./log.js";
import { COUNTERS, kindWords, playerName, possessive, stepWords, untilWords } from "./words.js";
import { watchMatch } from "./transport.js";
import { enableDrag } from "./drag.js";

/** Mounts the table of match `id` into `root`; `token` is the seat's, or null for a spectator. */
export function mountTable(root, { id, token, intervalMs }) {
  const state = {
    view: null, decision: null, events: [], error: null, busy: false, waiting: null,
    // The version of the decision last answered: until the next one arrives, the one shown is answered already.
    answered: -1,
    autoPay: localStorage.getItem("manastack:autoPay") !== "false",
    sel: freshSelection(null),
    drag: null,
  };
  const board = h("div", { class: "board" });
  const side = h("aside", { class: "side", "aria-label": "Game report" });
  root.replaceChildren(h("div", { class: "table-layout" }, board, side));

  const transport = watchMatch({
    id, token, intervalMs,
    onUpdate({ view, decision, events }) {
      state.view = view;
      state.decision = decision;
      state.waiting = null;
      state.events.push(...events);
      if (state.sel.version !== decision?.version) state.sel = freshSelection(decision?.version);
      state.error = null;
      render();
      payAutomatically();
    },
    onError(error) {
      state.error = error.message;
      render();
    },
    onWaiting(lobby) {
      state.waiting = lobby;
      render();
    },
    onTransport(how) {
      // "socket" (live) or "polling": shown in the header, and read by the browser test.
      board.dataset.transport = how;
      render();
    },
  });
  // Attackers dragged onto a defending player, blockers onto an attacker (the same answers as clicks).
  enableDrag(board, {
    targetsOf: dropTargets,
    onDrag(id) {
      state.drag = id;
      render();
    },
  });
  whenCardsLoad(() => render());
  const clock = setInterval(() => {
    const el = root.querySelector(".deadline-in");
    if (el) el.textContent = untilWords(el.dataset.at);
  }, 1000);

  const mine = () => state.decision && state.decision.kind !== null && state.decision.options.length > 0 && state.decision.version > state.answered;

  async function post(actions) {
    if (state.busy || !state.decision) return;
    state.busy = true;
    state.error = null;
    render();
    const version = state.decision.version;
    try {
      await api.act(id, token, version, actions);
      state.answered = Math.max(state.answered, version);
    } catch (error) {
      state.error = error.message;
    } finally {
      state.busy = false;
    }
    render();
    payAutomatically();
    transport.refresh();
  }

  // "Mana paid automatically": a payment with a listed autoPay is answered by it, once.
  function payAutomatically() {
    const d = state.decision;
    // While another answer is on its way, wait: post() looks again when it is done.
    if (!state.autoPay || d?.kind !== "payment" || !mine() || state.sel.autoPaid || state.busy) return;
    const auto = d.options.find((o) => o.type === "autoPay");
    if (!auto) return;
    state.sel.autoPaid = true;
    post([auto]);
  }

  function render() {
    const v = state.view;
    if (!v) {
      replaceKeepingFocus(board, state.waiting ? lobbyWaiting(state.waiting) : h("p", { class: "loading" }, state.error ?? "Loading the table…"));
      return;
    }
    const me = v.you;
    const order = me ? [...v.players.filter((p) => p.id !== me), ...v.players.filter((p) => p.id === me)] : [...v.players.slice(1), v.players[0]];
    const answer = answers();
    board.dataset.version = String(v.version);
    // A tab in the background says when the seat owes a decision.
    document.title = `${mine() ? "● Your decision · " : ""}Turn ${v.turn.number} · manastack`;
    replaceKeepingFocus(
      board,
      header(v),
      v.status === "finished" ? resultBanner(v) : null,
      order.slice(0, -1).map((p) => playerArea(p, answer)),
      stackArea(answer),
      playerArea(order[order.length - 1], answer),
      token ? decisionPanel(answer) : spectatorNote(),
    );
    const log = logElement(state.events);
    replaceKeepingFocus(side, h("h2", {}, "Game report"), log);
    log.scrollTop = log.scrollHeight;
  }

  function header(v) {
    const deadline = state.decision?.deadline ?? v.clock?.deadline ?? null;
    const decider = v.decision ? (v.decision.player === v.you ? "You" : playerName(v, v.decision.player)) : null;
    return h("header", { class: "match-header" },
      h("p", { class: "turn" }, `Turn ${v.turn.number} · ${possessive(playerName(v, v.turn.activePlayer))} ${stepWords(v.turn)}`),
      decider ? h("p", { class: "awaiting", "aria-live": "polite" }, `${decider} ${decider === "You" ? "have" : "has"} to ${kindWords(v.decision.kind)}`) : null,
      deadline ? h("p", { class: "deadline" }, "Deadline ", h("time", { datetime: deadline }, new Date(deadline).toLocaleString()), " (", h("span", { class: "deadline-in", dataset: { at: deadline } }, untilWords(deadline)), ")") : null,
      v.puzzle ? h("p", { class: "puzzle" }, "A puzzle: its creator may know every hidden card.") : null,
      v.status === "finished" ? null : h("p", { class: "transport" }, board.dataset.transport === "socket" ? "Live" : "Checking for changes"),
    );
  }

  function resultBanner(v) {
    const winners = v.result?.winners ?? (v.winner ? [v.winner] : []);
    const text = v.result?.draw ? "The game is a draw." : winners.length ? `${winners.map((p) => (p === v.you ? "You" : playerName(v, p))).join(" and ")} won the game.` : "The game is over.";
    return h("div", { class: "result", role: "status" }, h("strong", {}, text));
  }

  function spectatorNote() {
    return h("section", { class: "decision", "aria-label": "Decision", dataset: { mine: "false" } }, h("p", { class: "prompt" }, "You are watching as a spectator: hands and libraries stay hidden."));
  }

  function lobbyWaiting(lobby) {
    return h("section", { class: "lobby-wait", "aria-live": "polite" },
      h("h2", {}, "Waiting for players"),
      h("ul", {}, (lobby?.seats ?? []).map((s) => h("li", {}, s.joined ? `${s.name} has taken seat ${s.seat + 1}.` : `Seat ${s.seat + 1} is open.`))),
      h("p", {}, "The game starts when the last seat is taken."));
  }

  // --- What can be clicked for the decision owed -----------------------------------------

  /** For each object or player ("o:id" / "p:id") on the table, what clicking it does. */
  function answers() {
    const map = new Map();
    const d = state.decision;
    if (!mine() || state.busy) return map;
    const sel = state.sel;
    const add = (key, entry) => map.set(key, entry);
    switch (d.kind) {
      case "priority":
      case "payment": {
        const byObject = new Map();
        for (const o of d.options) {
          const obj = o.card ?? o.source;
          if (!obj) continue;
          byObject.set(obj, [...(byObject.get(obj) ?? []), o]);
        }
        for (const [obj, options] of byObject)
          add(`o:${obj}`, {
            label: options.length === 1 ? options[0].label : `${options.length} choices`,
            type: options.length === 1 ? options[0].type : "several",
            selected: sel.focus === obj,
            click: () => (options.length === 1 ? post([options[0]]) : ((sel.focus = sel.focus === obj ? null : obj), render())),
          });
        break;
      }
      case "targets":
      case "triggerTargets": {
        const words = d.details?.words ?? [];
        const single = words.length === 1 && words[0].max === 1 && !d.details?.divide;
        for (const w of words)
          for (const c of w.candidates) {
            const t = c.player ? { player: c.player } : { object: c.object };
            const key = c.player ? `p:${c.player}` : `o:${c.object}`;
            const chosen = sel.targets.some((x) => sameTarget(x, t));
            add(key, {
              label: `${chosen ? "Unchoose" : "Choose"} ${c.name} as the target`,
              selected: chosen,
              click: () => {
                if (single) return post([targetsAnswer([t])]);
                sel.targets = chosen ? sel.targets.filter((x) => !sameTarget(x, t)) : [...sel.targets, t];
                render();
              },
            });
          }
        break;
      }
      case "newTarget":
        for (const t of d.details?.targets ?? []) {
          const target = t.player ? { player: t.player } : { object: t.object };
          add(t.player ? `p:${t.player}` : `o:${t.object}`, { label: `Choose ${t.name} as the new target`, click: () => post([{ type: "chooseNewTarget", target }]) });
        }
        break;
      case "attackers":
        for (const c of d.details?.candidates ?? []) {
          const on = sel.attackers.has(c.id);
          add(`o:${c.id}`, {
            label: on ? `${c.name} attacks: click to hold it back` : `Attack with ${c.name}`,
            selected: on,
            drag: c.id,
            click: () => {
              if (on) sel.attackers.delete(c.id);
              else sel.attackers.set(c.id, c.defenders[0]);
              render();
            },
          });
        }
        break;
      case "blockers": {
        const cands = d.details?.candidates ?? [];
        for (const c of cands)
          add(`o:${c.id}`, {
            label: sel.blocker === c.id ? `${c.name} is chosen: now click an attacker for it to block` : `Block with ${c.name}`,
            selected: sel.blocker === c.id || sel.blocks.some((b) => b.blocker === c.id),
            drag: c.id,
            click: () => {
              if (sel.blocks.some((b) => b.blocker === c.id) && sel.blocker !== c.id) sel.blocks = sel.blocks.filter((b) => b.blocker !== c.id);
              else sel.blocker = sel.blocker === c.id ? null : c.id;
              render();
            },
          });
        const blocker = cands.find((c) => c.id === sel.blocker);
        for (const a of blocker?.canBlock ?? [])
          add(`o:${a}`, {
            label: `${blocker.name} blocks ${state.view.play.find((p) => p.id === a)?.name ?? a}`,
            click: () => block(blocker, a),
          });
        break;
      }
    }
    return map;
  }

  /** The blocker blocks attacker `a` (beside its other blocks, up to as many as it may block). */
  function block(blocker, a) {
    const sel = state.sel;
    const most = blocker.maxBlocks === "any" ? Infinity : blocker.maxBlocks ?? 1;
    const mineNow = sel.blocks.filter((b) => b.blocker === blocker.id);
    if (!mineNow.some((b) => b.attacker === a)) sel.blocks = [...(mineNow.length >= most ? sel.blocks.filter((b) => b.blocker !== blocker.id) : sel.blocks), { blocker: blocker.id, attacker: a }];
    sel.blocker = null;
    render();
  }

  /** Where creature `id` may be dropped, and what a drop there answers: an attacker onto each
   * player it may attack (508.1), a blocker onto each attacker it may block (509.1). */
  function dropTargets(id) {
    const d = state.decision;
    const targets = new Map();
    if (!mine() || state.busy) return targets;
    const c = (d.details?.candidates ?? []).find((x) => x.id === id);
    if (!c) return targets;
    if (d.kind === "attackers")
      for (const defender of c.defenders ?? [])
        targets.set(`p:${defender}`, () => {
          state.sel.attackers.set(c.id, defender);
          render();
        });
    if (d.kind === "blockers") for (const a of c.canBlock ?? []) targets.set(`o:${a}`, () => block(c, a));
    return targets;
  }

  /** A listed option with these targets (any order), else the bare answer (the server checks it). */
  function targetsAnswer(targets) {
    const key = (ts) => ts.map((t) => JSON.stringify(t)).sort().join();
    const listed = state.decision.options.find((o) => o.type === "chooseTargets" && key(o.targets) === key(targets));
    return listed ?? { type: "chooseTargets", targets };
  }

  // --- The table ----------------------------------------------------------------------------

  function playerArea(p, answer) {
    const v = state.view;
    const mineSeat = p.id === v.you;
    const plateAnswer = answer.get(`p:${p.id}`);
    const pool = Object.entries(p.manaPool).filter(([, n]) => n > 0).map(([c, n]) => `{${c}}`.repeat(n)).join("");
    const facts = [
      h("span", { class: "life", "aria-label": `${p.life} life` }, `♥ ${p.life}`),
      p.poison ? h("span", { class: "poison" }, `☠ ${p.poison} poison`) : null,
      h("span", {}, `Hand ${p.handCount}`),
      h("span", {}, `Library ${p.libraryCount}`),
      pool ? h("span", { class: "pool" }, "Pool ", manaSymbols(pool)) : null,
      p.outcome !== "playing" ? h("span", { class: "outcome" }, p.outcome) : null,
      v.priority === p.id ? h("span", { class: "has-priority" }, "priority") : null,
    ];
    const plateBody = [h("span", { class: "plate-name" }, `${p.name}${mineSeat ? " (you)" : ""}`), facts];
    const plate = plateAnswer
      ? h("button", { type: "button", class: ["plate", "answerable", plateAnswer.selected && "selected"], "aria-label": `${plateAnswer.label}: ${p.name}, ${p.life} life`, "aria-pressed": plateAnswer.selected ? "true" : undefined, dataset: { player: p.id }, "data-key": `p:${p.id}`, onclick: plateAnswer.click }, plateBody)
      : h("div", { class: "plate", dataset: { player: p.id } }, plateBody);
    const permanents = v.play.filter((o) => o.controller === p.id);
    const lands = permanents.filter((o) => o.types.includes("land") && !o.attachedTo);
    const others = permanents.filter((o) => !o.types.includes("land") && !o.attachedTo);
    const dropHere = state.drag !== null && dropTargets(state.drag).has(`p:${p.id}`);
    return h("section", { class: ["seat", mineSeat && "mine", dropHere && "drop-target"], "aria-label": `${possessive(p.name)} side`, dataset: { player: p.id, drop: `p:${p.id}` } },
      plate,
      h("div", { class: "play", "aria-label": `${possessive(p.name)} permanents` },
        h("div", { class: "row creatures" }, others.map((o) => permanentGroup(o, answer))),
        h("div", { class: "row lands" }, lands.map((o) => permanentGroup(o, answer)))),
      handArea(p, answer),
      zones(p));
  }

  /** A permanent with what is attached to it (auras, equipment) tucked under it. */
  function permanentGroup(o, answer) {
    const attached = state.view.play.filter((x) => x.attachedTo === o.id);
    return h("div", { class: "group" }, permanentCard(o, answer), attached.map((a) => permanentCard(a, answer, o)));
  }

  function permanentCard(o, answer, host) {
    const v = state.view;
    const combat = v.combat;
    const attacking = combat?.attackers.find((a) => a.attacker === o.id);
    const blocking = combat?.blocks.filter((b) => b.blocker === o.id) ?? [];
    const selAttack = state.sel.attackers.has(o.id);
    const selBlocks = state.sel.blocks.filter((b) => b.blocker === o.id);
    const badges = [
      o.tapped && "tapped",
      o.summoningSick && o.types.includes("creature") && "summoning sick",
      o.damage ? `${o.damage} damage` : null,
      ...COUNTERS(o.counters),
      o.token && "token",
      host && `attached to ${host.name}`,
      attacking && `attacking ${playerName(v, attacking.defender)}`,
      ...blocking.map((b) => `blocking ${nameOf(b.attacker)}`),
      selAttack && "will attack",
      ...selBlocks.map((b) => `will block ${nameOf(b.attacker)}`),
      o.chosen && `chosen: ${o.chosen}`,
      ...o.restrictions.map(restrictionWords),
    ].filter(Boolean);
    const a = answer.get(`o:${o.id}`);
    const dropHere = state.drag !== null && dropTargets(state.drag).has(`o:${o.id}`);
    const el = cardElement(o, {
      compact: true, badges,
      classes: [o.tapped && "tapped", a && "answerable", (a?.selected || selAttack || selBlocks.length) && "selected", attacking && "attacking", blocking.length && "blocking", host && "attached", dropHere && "drop-target", state.drag === o.id && "dragging"],
      onclick: a?.click, answer: a?.type ?? (a ? "choose" : undefined),
      label: a ? `${a.label}. ${cardWords(o, badges)}` : undefined,
    });
    el.dataset.drop = `o:${o.id}`;
    if (a?.drag) el.dataset.drag = a.drag;
    return el;
  }

  const nameOf = (id) => state.view.play.find((p) => p.id === id)?.name ?? id;
  const cardWords = (o, badges) => [o.name, o.power !== undefined ? `${o.power}/${o.toughness}` : "", ...badges].filter(Boolean).join(", ");

  function handArea(p, answer) {
    if (!p.hand) {
      const backs = Math.min(p.handCount, 12);
      return h("div", { class: "hand hidden-hand", "aria-label": `${possessive(p.name)} hand: ${p.handCount} cards` },
        Array.from({ length: backs }, () => h("span", { class: "card-back", "aria-hidden": "true" })),
        h("span", { class: "count" }, `${p.handCount} card${p.handCount === 1 ? "" : "s"}`));
    }
    return h("div", { class: "hand", role: "group", "aria-label": `${p.id === state.view.you ? "Your" : possessive(p.name)} hand` },
      p.hand.map((c) => {
        const a = answer.get(`o:${c.id}`);
        return cardElement(c, { onclick: a?.click, answer: a?.type ?? (a ? "choose" : undefined), classes: [a && "answerable", a?.selected && "selected"], label: a ? `${a.label}. ${c.name}` : undefined });
      }));
  }

  function zones(p) {
    const v = state.view;
    const removed = v.removed.filter((r) => r.owner === p.id);
    const pile = (title, cards) =>
      h("details", { class: "zone", "data-key": `${p.id}:${title}` }, h("summary", {}, `${title} (${cards.length})`), h("div", { class: "zone-cards" }, cards.map((c) => cardElement(c, { compact: true, badges: COUNTERS(c.counters) }))));
    return h("div", { class: "zones" }, pile("Graveyard", [...p.graveyard].reverse()), pile("Removed from the game", removed), p.ante?.length ? pile("Ante", p.ante) : null);
  }

  function stackArea(answer) {
    const v = state.view;
    const items = [...v.stack].reverse();
    const triggered = v.triggered ?? [];
    if (!items.length && !triggered.length) return h("section", { class: "stack empty", "aria-label": "The stack" }, h("span", {}, "The stack is empty."));
    return h("section", { class: "stack", "aria-label": "The stack, top first" },
      h("h2", {}, "Stack"),
      h("ol", {}, items.map((o) => {
        const targets = o.targets.map((t) => (t.player ? playerName(v, t.player) : nameOf(t.object) === t.object ? stackName(t.object) : nameOf(t.object)));
        const a = answer.get(`o:${o.id}`);
        const badges = [`${possessive(playerName(v, o.controller))}`, targets.length ? `targets ${targets.join(", ")}` : null, o.x !== undefined ? `X=${o.x}` : null, o.copy && "copy"].filter(Boolean);
        const el = o.name
          ? cardElement({ id: o.id, name: o.name, faceDown: o.faceDown, card: o.card }, { compact: false, badges, onclick: a?.click, classes: [a && "answerable", a?.selected && "selected"] })
          : o.combatDamage
            ? h("div", { class: "ability" }, h("strong", {}, "Combat damage"), ": ", o.combatDamage.map((d) => `${d.source?.name ?? "?"} → ${d.to?.player ? playerName(v, d.to.player) : nameOf(d.to?.object)} (${d.amount})`).join(", "))
            : h(a ? "button" : "div", { class: ["ability", a && "answerable"], type: a ? "button" : undefined, onclick: a?.click, "data-key": o.id }, h("strong", {}, o.source ? `${possessive(o.source.name)} ability` : "Ability"), ": ", o.text ?? "", h("span", { class: "badges" }, badges.map((b) => h("span", { class: "badge" }, b))));
        return h("li", {}, el);
      })),
      triggered.length ? h("p", { class: "triggered" }, `Waiting to go on the stack: ${triggered.map((t) => `${possessive(t.source.name)} ability (${t.text})`).join("; ")}`) : null);
  }

  const stackName = (id) => state.view.stack.find((o) => o.id === id)?.name ?? id;

  // --- The decision panel -------------------------------------------------------------------

  function decisionPanel(answer) {
    const d = state.decision;
    const v = state.view;
    const sel = state.sel;
    const attrs = { class: "decision", "aria-label": "Your decision", dataset: { kind: d?.kind ?? "", mine: mine() ? "true" : "false", version: String(d?.version ?? "") } };
    const settings = settingsRow();
    if (!d || !mine()) {
      const sent = d && d.kind !== null && d.version <= state.answered;
      return h("section", attrs, h("p", { class: "prompt" }, sent ? "Answer sent: the game goes on." : (d?.prompt ?? "Waiting.")), errorLine(), settings);
    }
    const button = (text, action, extra = {}) => h("button", { type: "button", class: extra.primary ? "primary" : undefined, disabled: state.busy || extra.disabled, onclick: () => post(Array.isArray(action) ? action : [action]), "data-key": `act:${text}` }, text);
    const controls = [];
    const byType = (t) => d.options.filter((o) => o.type === t);
    switch (d.kind) {
      case "attackers": {
        const cands = d.details?.candidates ?? [];
        controls.push(h("p", { class: "hint" }, cands.length ? "Click the creatures that attack (or drag them onto the player they attack), then declare." : "No creature can attack."));
        for (const [attacker, defender] of sel.attackers) {
          const c = cands.find((x) => x.id === attacker);
          if (c?.defenders.length > 1)
            controls.push(h("label", {}, `${c.name} attacks `, h("select", { onchange: (e) => sel.attackers.set(attacker, e.target.value), "data-key": `def:${attacker}` }, c.defenders.map((p) => h("option", { value: p, selected: p === defender }, playerName(v, p))))));
        }
        const chosen = [...sel.attackers].map(([attacker, defender]) => ({ attacker, defender }));
        controls.push(button(chosen.length ? `Declare ${chosen.length} attacker${chosen.length > 1 ? "s" : ""}` : "Attack with nothing", { type: "declareAttackers", attackers: chosen }, { primary: true }));
        if (cands.length > 1) controls.push(button("Attack with everything", { type: "declareAttackers", attackers: cands.map((c) => ({ attacker: c.id, defender: c.defenders[0] })) }));
        break;
      }
      case "blockers": {
        const cands = d.details?.candidates ?? [];
        controls.push(h("p", { class: "hint" }, cands.length ? (sel.blocker ? "Now click the attacker it blocks." : "Click one of your creatures, then the attacker it blocks (or drag it onto the attacker).") : "None of your creatures can block."));
        if (sel.blocks.length) controls.push(h("ul", { class: "chosen" }, sel.blocks.map((b) => h("li", {}, `${nameOf(b.blocker)} blocks ${nameOf(b.attacker)}`))));
        controls.push(button(sel.blocks.length ? `Declare ${sel.blocks.length} block${sel.blocks.length > 1 ? "s" : ""}` : "No blocks", { type: "declareBlockers", blocks: sel.blocks }, { primary: true }));
        break;
      }
      case "targets":
      case "triggerTargets": {
        const words = d.details?.words ?? [];
        controls.push(h("p", { class: "hint" }, `Click the target${words.some((w) => w.max !== 1) || words.length > 1 ? "s" : ""} on the table: ${words.map((w) => w.text).join("; then ")}.`));
        if (sel.targets.length || words.some((w) => w.min === 0)) {
          controls.push(h("p", {}, `Chosen: ${sel.targets.map((t) => (t.player ? playerName(v, t.player) : nameOf(t.object))).join(", ") || "none"}`));
          controls.push(button("Confirm targets", targetsAnswer(sel.targets), { primary: true }));
        }
        for (const o of d.options.filter((o) => o.type === "cancel")) controls.push(button(o.label, o));
        break;
      }
      case "payment":
        controls.push(h("p", { class: "hint" }, state.autoPay && d.options.some((o) => o.type === "autoPay") ? "Paying automatically…" : "Click lands to tap them for mana, or pay automatically."));
        if (sel.focus) controls.push(h("div", { class: "choices", role: "group", "aria-label": "Which mana" }, d.options.filter((o) => o.source === sel.focus).map((o) => button(o.label, o))));
        for (const o of [...byType("autoPay"), ...byType("payMana"), ...byType("cancel")]) controls.push(button(o.label, o, { primary: o.type === "autoPay" || o.type === "payMana" }));
        break;
      case "priority": {
        const focus = sel.focus;
        if (focus) {
          const options = d.options.filter((o) => (o.card ?? o.source) === focus);
          controls.push(h("div", { class: "choices", role: "group", "aria-label": "What to do with it" }, options.map((o) => button(o.label, o)), h("button", { type: "button", onclick: () => ((sel.focus = null), render()), "data-key": "back" }, "Back")));
        } else {
          const playable = d.options.filter((o) => o.type !== "pass" && o.type !== "concede");
          controls.push(h("p", { class: "hint" }, playable.length ? "Click a highlighted card to play it, or pass." : "Nothing to play: pass."));
        }
        for (const o of byType("pass")) controls.push(button("Pass", o, { primary: true }));
        break;
      }
      default:
        // Every other decision (mulligan, discard, modes, X, orders, choices): its listed answers.
        controls.push(h("div", { class: "choices", role: "group", "aria-label": "Answers" }, d.options.map((o, i) => button(o.label, o, { primary: i === 0 }))));
    }
    const all = d.kind !== "mulligan" && d.kind in { priority: 1, attackers: 1, blockers: 1, targets: 1, triggerTargets: 1, payment: 1 }
      ? h("details", { class: "all-options", "data-key": "all-options" }, h("summary", {}, `Every listed answer (${d.options.length})`), h("div", { class: "choices" }, d.options.map((o) => button(o.label, o))))
      : null;
    return h("section", attrs,
      h("h2", { class: "visually-hidden" }, "Your decision"),
      h("p", { class: "prompt" }, promptWords(d.prompt)),
      h("div", { class: "controls" }, controls),
      errorLine(), all, settings);
  }

  function errorLine() {
    return state.error ? h("p", { class: "error", role: "alert" }, state.error) : null;
  }

  function settingsRow() {
    const me = state.view.players.find((p) => p.id === state.view.you);
    if (!me) return null;
    return h("details", { class: "settings", "data-key": "settings" }, h("summary", {}, "Settings"),
      h("label", {}, h("input", { type: "checkbox", checked: state.autoPay, "data-key": "autoPayMana", onchange: (e) => {
        state.autoPay = e.target.checked;
        localStorage.setItem("manastack:autoPay", String(state.autoPay));
        payAutomatically();
      } }), " Pay mana automatically"),
      h("label", {}, h("input", { type: "checkbox", checked: me.autoPass, "data-key": "autoPass", onchange: async (e) => {
        try {
          await api.settings(id, token, { autoPass: e.target.checked });
        } catch (error) {
          state.error = error.message;
        }
        transport.refresh();
      } }), " Pass when passing is all I can do (tells the others I hold nothing playable)"),
      concedeButton());
  }

  function concedeButton() {
    if (state.view.status === "finished" || !state.view.you) return null;
    const me = state.view.players.find((p) => p.id === state.view.you);
    if (me?.outcome !== "playing") return null;
    return h("button", { type: "button", class: "concede", "data-key": "concede", onclick: () => {
      if (confirm("Concede the game?")) post([{ type: "concede" }]);
    } }, "Concede");
  }

  return () => {
    transport.stop();
    clearInterval(clock);
  };
}

function freshSelection(version) {
  return { version, focus: null, targets: [], attackers: new Map(), blocks: [], blocker: null, autoPaid: false };
}

/** A decision's prompt without its sentences for API clients ("post details.candidates…"): the panel says how to answer by clicking. */
const promptWords = (prompt) => prompt.replace(/\s*\([^()]*(details\.|\bpost\b)[^()]*\)/g, "").split(/(?<=[.)])\s+(?=[A-Z])/).filter((sentence) => !/details\.|\bPost\b|\bpost\b|\bautoPay\b/.test(sentence)).join(" ");

/** "cantBlock" reads "can't block". */
const restrictionWords = (r) => r.replace(/^cant/, "can't ").replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();

const sameTarget = (a, b) => (a.player ?? a.object) === (b.player ?? b.object);
