// Cards drawn like proxies: name, mana cost, type line, printed text and power/toughness, from
// GET /v1/cards/{name} (cached per name; the view gives the current characteristics).
import { api } from "./api.js";
import { h } from "./dom.js";

const cache = new Map();
let onLoaded = () => {};

/** Called when card data arrives, so the table can draw the cards again with their text. */
export function whenCardsLoad(callback) {
  onLoaded = callback;
}

/** The printed card, or null until it has loaded (it is asked for once). */
export function printed(name) {
  if (!name) return null;
  if (!cache.has(name)) {
    cache.set(name, null);
    api.card(name).then((card) => {
      cache.set(name, card);
      onLoaded();
    }, () => cache.set(name, { name, manaCost: "", typeLine: "", text: "", printings: [] }));
  }
  return cache.get(name);
}

const COLOR_OF = { W: "white", U: "blue", B: "black", R: "red", G: "green" };

/** A mana cost as symbols: "{2}{R}" shows as two rounded symbols, read aloud as "2 R". */
export function manaSymbols(cost) {
  if (!cost) return null;
  const symbols = cost.match(/\{[^}]+\}/g) ?? [];
  return h("span", { class: "cost", "aria-label": `cost ${symbols.map((s) => s.slice(1, -1)).join(" ")}` },
    symbols.map((s) => {
      const inner = s.slice(1, -1);
      return h("span", { class: ["sym", COLOR_OF[inner] ?? (inner.includes("/") ? "hybrid" : "generic")], "aria-hidden": "true" }, inner);
    }));
}

/** The frame color of a card: its colors, or a land's or an artifact's. */
function frame(card, types) {
  if (types?.includes("land")) return "land";
  const colors = card?.colors ?? [];
  if (colors.length > 1) return "gold";
  if (colors.length === 1) return COLOR_OF[colors[0]];
  return types?.includes("artifact") ? "artifact" : "colorless";
}

/**
 * A card as a proxy. `known` is what the view says of it (name, and for a permanent its
 * current types, P/T, keywords); `extra` adds badges (tapped, counters, damage, attacking).
 * With `onclick` it is a button (it has an answer to give), else a plain figure.
 */
export function cardElement(known, { onclick, label, classes = [], badges = [], compact = false, key, answer } = {}) {
  const name = known.faceDown ? known.card ?? null : known.name;
  const card = printed(name);
  const types = known.types ?? card?.types;
  const gathererId = card?.printings?.find((p) => p.multiverseId)?.multiverseId;
  const typeLine = known.types
    ? [known.types.map(capital).join(" "), known.subtypes?.length ? `— ${known.subtypes.join(" ")}` : ""].join(" ").trim()
    : card?.typeLine ?? "";
  const pt = known.power !== undefined ? `${known.power}/${known.toughness}` : card?.power !== undefined ? `${card.power}/${card.toughness}` : null;
  const shownName = known.faceDown ? (known.card ? `Face-down ${known.card}` : "Face-down card") : known.name;
  const text = known.faceDown && !known.card ? "A 2/2 creature with no text, name, subtypes or mana cost (504)." : card?.text ?? "";
  const body = [
    h("span", { class: "card-head" }, h("span", { class: "card-name" }, shownName), known.faceDown ? null : manaSymbols(card?.manaCost)),
    h("span", { class: "card-type" }, typeLine),
    h("span", { class: "card-text" }, text),
    known.keywordText?.length && compact ? h("span", { class: "card-keywords" }, known.keywordText.join(", ")) : null,
    badges.length ? h("span", { class: "badges" }, badges.map((b) => h("span", { class: "badge" }, b))) : null,
    pt ? h("span", { class: "card-pt" }, pt) : null,
  ];
  const aria = label ?? [shownName, card?.manaCost && !known.faceDown ? `costs ${card.manaCost}` : "", typeLine, pt ? `${pt}` : "", badges.join(", "), text].filter(Boolean).join(". ");
  const attrs = {
    class: ["card", `frame-${frame(card, types)}`, compact && "compact", ...classes],
    title: text ? `${shownName}\n${typeLine}\n${text}` : shownName,
    "aria-label": aria,
    dataset: { id: known.id ?? "", name: shownName, ...(answer ? { answer } : {}) },
    "data-key": key ?? known.id,
  };
  const el = onclick ? h("button", { ...attrs, type: "button", onclick }, body) : h("div", { ...attrs, role: "group" }, body);
  if (gathererId && !onclick && !compact) el.append(h("a", { class: "gatherer", href: `https://gatherer.wizards.com/Pages/Card/Details.aspx?multiverseid=${gathererId}`, target: "_blank", rel: "noopener", "aria-label": `${shownName} on Gatherer` }, "↗"));
  return el;
}

const capital = (s) => s.charAt(0).toUpperCase() + s.slice(1);
