// The event log as a game report: one heading per turn, the steps themselves left out (the
// table shows the current one), and a run of draws by one player told in one sentence.
import { h } from "./dom.js";

/** Report entries from events: { turn?: heading } or { text, type }. */
export function reportEntries(events) {
  const out = [];
  for (const e of events) {
    if (e.type === "step") continue;
    if (e.type === "turnBegins") {
      out.push({ heading: e.text, seq: e.seq });
      continue;
    }
    const last = out[out.length - 1];
    if (e.type === "draw" && last?.type === "draw" && last.player === e.data?.player) {
      last.draws.push(e);
      continue;
    }
    // 406: mana abilities played one after another for one payment read as one sentence.
    if (e.type === "manaAbility" && last?.type === "manaAbility" && last.player === e.data?.player && / taps /.test(e.text) && / taps /.test(last.text)) {
      last.text = `${last.text.replace(/\.$/, "")}, ${e.text.replace(/^.*? taps /, "").replace(/\.$/, "")}.`;
      continue;
    }
    if (e.type === "draw") out.push({ type: "draw", player: e.data?.player, draws: [e], seq: e.seq });
    else out.push({ type: e.type, text: e.text, seq: e.seq, player: e.data?.player });
  }
  return out;
}

/** One draw, or a run of them: "Ann draws Shock, Forest and Mountain." / "Bob draws 7 cards." */
function drawText(entry) {
  if (entry.draws.length === 1) return entry.draws[0].text;
  const names = entry.draws.map((e) => e.data?.card?.name).filter(Boolean);
  const who = entry.draws[0].text.replace(/ draws .*$/, "");
  if (names.length !== entry.draws.length) return `${who} draws ${entry.draws.length} cards.`;
  return `${who} draws ${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}.`;
}

export function logElement(events) {
  const items = reportEntries(events).map((entry) =>
    entry.heading
      ? h("li", { class: "log-turn" }, h("h3", {}, entry.heading))
      : h("li", { class: ["log-line", `ev-${entry.type}`] }, entry.type === "draw" ? drawText(entry) : entry.text),
  );
  return h("ol", { class: "log", role: "log", "aria-live": "polite", "aria-label": "Game report" }, items);
}
