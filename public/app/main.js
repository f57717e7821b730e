// The web table's pages, by the URL's fragment (never sent to the server, so an invitation in
// a link stays between its sender and its reader):
//   #/                   create a match, join one, watch one, the matches of this browser
//   #/join/<invitation>  take the open seat of an invitation
//   #/match/<id>         the table, from this browser's seat of the match (else as a spectator)
//   #/watch/<id>         the table as a spectator
import { api } from "./api.js";
import { h } from "./dom.js";
import { mountTable } from "./table.js";

const root = document.getElementById("app");
const params = new URLSearchParams(location.search);
/** How often the table polls (ms); `?poll=300` for a faster table (the browser test uses it). */
const intervalMs = Math.max(200, Number(params.get("poll")) || 1000);
let unmount = () => {};

// Seats of this browser: match id -> { token, name }. The token is the seat's only key.
const seats = {
  all: () => JSON.parse(localStorage.getItem("manastack:seats") ?? "{}"),
  get: (id) => seats.all()[id] ?? null,
  put(id, seat) {
    localStorage.setItem("manastack:seats", JSON.stringify({ ...seats.all(), [id]: { ...seat, at: new Date().toISOString() } }));
  },
};

function route() {
  unmount();
  unmount = () => {};
  const [, page, arg] = location.hash.match(/^#\/([a-z]+)\/?(.*)$/) ?? [];
  document.querySelector("main").dataset.page = page ?? "home";
  if (page === "match" || page === "watch") {
    const seat = page === "match" ? seats.get(arg) : null;
    document.title = `Match ${arg.slice(0, 8)} · manastack`;
    const table = h("div", { class: "table" });
    const mode = seat ? `Playing as ${seat.name}` : "Watching as a spectator";
    root.replaceChildren(h("nav", { class: "crumbs" }, h("a", { href: "#/" }, "← All matches"), " · ", mode, seat ? [" · ", h("a", { href: `#/watch/${arg}` }, "Watch as a spectator")] : null, inviteInfo(arg)), table);
    unmount = mountTable(table, { id: arg, token: seat?.token ?? null, intervalMs });
  } else if (page === "join") {
    document.title = "Join a match · manastack";
    root.replaceChildren(joinForm(decodeURIComponent(arg)));
  } else {
    document.title = "manastack: a table";
    root.replaceChildren(home());
  }
  root.querySelector("h1, h2")?.setAttribute("tabindex", "-1");
}

/** The invitations a creator still has to hand out, shown with the table. */
function inviteInfo(id) {
  const seat = seats.get(id);
  if (!seat?.invitations?.length) return null;
  return [" · ", h("details", { class: "invites" }, h("summary", {}, "Invitation links"), seat.invitations.map(invitationLink))];
}

function invitationLink(invitation) {
  const url = `${location.origin}${location.pathname}#/join/${invitation}`;
  return h("p", { class: "invitation" },
    h("input", { type: "text", readonly: true, value: url, "aria-label": "Invitation link", class: "invite-url", onfocus: (e) => e.target.select() }),
    h("button", { type: "button", onclick: () => navigator.clipboard?.writeText(url) }, "Copy"));
}

// --- Home: create, join, watch ---------------------------------------------------------------

function deckChooser(prefix) {
  const select = h("select", { id: `${prefix}-preset`, name: "preset" }, h("option", { value: "" }, "Paste a decklist below"));
  let touched = false;
  api.presets().then((presets) => {
    for (const name of Object.keys(presets)) select.append(h("option", { value: name }, name));
    // The first preset by default, unless a decklist is already being pasted.
    if (!touched && !area.value) select.value = Object.keys(presets)[0] ?? "";
    area.hidden = select.value !== "";
    select.dataset.loaded = "true";
  }).catch(() => {});
  const area = h("textarea", { id: `${prefix}-deck`, name: "deck", rows: 8, placeholder: "4 Shock\n4 Raging Goblin\n52 Mountain", "aria-label": "Decklist" });
  select.addEventListener("change", () => {
    touched = true;
    area.hidden = select.value !== "";
  });
  const field = h("div", { class: "field" }, h("label", { for: `${prefix}-preset` }, "Deck"), select, area);
  return { field, value: () => select.value || area.value.trim() };
}

function nameField(prefix) {
  const input = h("input", { id: `${prefix}-name`, name: "name", required: true, maxlength: 32, autocomplete: "nickname", value: localStorage.getItem("manastack:name") ?? "" });
  return { field: h("div", { class: "field" }, h("label", { for: `${prefix}-name` }, "Your name"), input), value: () => input.value.trim() };
}

/** Checks a pasted decklist first, so that every problem shows at once, with its line and rule. */
async function deckProblems(deck) {
  if (!deck.includes("\n") && !/^\d/.test(deck)) return [];
  const check = await api.validateDeck(deck);
  return check.ok ? [] : check.problems.map((p) => `${p.line ? `Line ${p.line}: ` : ""}${p.message}${p.rule ? ` (rule ${p.rule})` : ""}`);
}

function problemList(problems) {
  return h("ul", { class: "error", role: "alert" }, problems.map((p) => h("li", {}, p)));
}

function home() {
  const name = nameField("create");
  const deck = deckChooser("create");
  const open = h("select", { id: "create-opponents", name: "opponents" }, [1, 2, 3].map((n) => h("option", { value: n }, n === 1 ? "One opponent (two-player)" : `${n} opponents (free-for-all)`)));
  const clock = h("select", { id: "create-clock", name: "clock" },
    h("option", { value: "" }, "No clock"), h("option", { value: "300" }, "5 minutes a decision"), h("option", { value: "3600" }, "An hour a decision"), h("option", { value: "86400" }, "A day a decision"));
  const seed = h("input", { id: "create-seed", name: "seed", maxlength: 128, autocomplete: "off" });
  const status = h("div", { class: "status", "aria-live": "polite" });
  const form = h("form", { class: "card-form", "aria-labelledby": "create-title" },
    h("h2", { id: "create-title" }, "Start a match"),
    name.field, deck.field,
    h("div", { class: "field" }, h("label", { for: "create-opponents" }, "Opponents"), open),
    h("div", { class: "field" }, h("label", { for: "create-clock" }, "Clock"), clock),
    h("details", { class: "field" }, h("summary", {}, "A chosen seed (a puzzle)"),
      h("label", { for: "create-seed" }, "Seed: the shuffles follow from it, so whoever knows it may know every hidden card; the match is marked as a puzzle"), seed),
    h("button", { type: "submit", class: "primary" }, "Create the match and invite"),
    status);
  form.addEventListener("submit", async (e) => {
    e.preventDefault();
    status.replaceChildren("Creating…");
    try {
      const problems = await deckProblems(deck.value());
      if (problems.length) return status.replaceChildren(problemList(problems));
      const opponents = Number(open.value);
      const created = await api.create({
        ...(opponents > 1 ? { format: "free-for-all" } : {}),
        players: [{ name: name.value(), deck: deck.value() }, ...Array.from({ length: opponents }, () => ({ open: true }))],
        ...(clock.value ? { clock: { perDecision: Number(clock.value), onTimeout: "defaultAnswer" } } : {}),
        ...(seed.value.trim() ? { seed: seed.value.trim() } : {}),
      });
      localStorage.setItem("manastack:name", name.value());
      const invitations = created.seats.filter((s) => s.invitation).map((s) => s.invitation);
      seats.put(created.id, { token: created.seats[0].token, name: name.value(), invitations });
      status.replaceChildren(
        h("p", {}, "Send each opponent an invitation link (each works once):"),
        ...invitations.map(invitationLink),
        h("p", {}, h("a", { href: `#/match/${created.id}`, class: "button primary" }, "Go to the table")));
    } catch (error) {
      status.replaceChildren(problemList([error.message]));
    }
  });

  const invite = h("input", { id: "join-invitation", name: "invitation", required: true, placeholder: "An invitation link or code" });
  const joinFormEl = h("form", { class: "card-form", "aria-labelledby": "join-title" },
    h("h2", { id: "join-title" }, "Join with an invitation"),
    h("div", { class: "field" }, h("label", { for: "join-invitation" }, "Invitation"), invite),
    h("button", { type: "submit" }, "Next"));
  joinFormEl.addEventListener("submit", (e) => {
    e.preventDefault();
    location.hash = `#/join/${invite.value.trim().replace(/^.*#\/join\//, "")}`;
  });

  const watchId = h("input", { id: "watch-id", name: "match", required: true, pattern: "[0-9a-f]{32}", placeholder: "The match's id" });
  const watch = h("form", { class: "card-form", "aria-labelledby": "watch-title" },
    h("h2", { id: "watch-title" }, "Watch a match"),
    h("div", { class: "field" }, h("label", { for: "watch-id" }, "Match id"), watchId),
    h("button", { type: "submit" }, "Watch"));
  watch.addEventListener("submit", (e) => {
    e.preventDefault();
    location.hash = `#/watch/${watchId.value.trim()}`;
  });

  const mine = Object.entries(seats.all()).sort((a, b) => (b[1].at ?? "").localeCompare(a[1].at ?? ""));
  return h("div", { class: "home" },
    h("h1", {}, "manastack"),
    h("p", { class: "lede" }, "Magic: The Gathering by the Comprehensive Rules of October 2006, at a table in your browser."),
    h("div", { class: "forms" }, form, joinFormEl, watch),
    mine.length ? h("section", { "aria-labelledby": "mine-title" }, h("h2", { id: "mine-title" }, "Your matches in this browser"),
      h("ul", { class: "my-matches" }, mine.map(([id, s]) => h("li", {}, h("a", { href: `#/match/${id}` }, `${s.name} · ${id.slice(0, 8)}`), ` (since ${new Date(s.at).toLocaleString()})`)))) : null);
}

function joinForm(invitation) {
  const id = invitation.split(".")[0];
  const name = nameField("join");
  const deck = deckChooser("join");
  const status = h("div", { class: "status", "aria-live": "polite" });
  const lobby = h("div", { class: "lobby-info" });
  api.lobby(id).then((l) => lobby.replaceChildren(h("p", {}, `Seated: ${l.seats.filter((s) => s.joined).map((s) => s.name).join(", ") || "nobody yet"}; ${l.seats.filter((s) => !s.joined).length} open seat(s).`))).catch((e) => lobby.replaceChildren(problemList([e.message])));
  const form = h("form", { class: "card-form", "aria-labelledby": "join-title" },
    h("h1", { id: "join-title" }, "Join a match"), lobby, name.field, deck.field,
    h("button", { type: "submit", class: "primary" }, "Take the seat"), status);
  form.addEventListener("submit", async (e) => {
    e.preventDefault();
    status.replaceChildren("Joining…");
    try {
      const problems = await deckProblems(deck.value());
      if (problems.length) return status.replaceChildren(problemList(problems));
      const joined = await api.join(id, { invitation, name: name.value(), deck: deck.value() });
      localStorage.setItem("manastack:name", name.value());
      seats.put(id, { token: joined.token, name: joined.name });
      location.hash = `#/match/${id}`;
    } catch (error) {
      status.replaceChildren(problemList([error.message]));
    }
  });
  return form;
}

window.addEventListener("hashchange", route);
route();
