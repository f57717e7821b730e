// What the Discord and Slack apps do, once, in platform-neutral terms: challenge a user with a
// deck, accept a challenge with one's own deck, show one's hand (privately) or the table, show
// one's pending decision as choices (paged) and answer it. Every step goes through the public
// HTTP API (the same routes, checks and answers as any client); each platform's module is only
// the adapter that turns its requests into these calls and these messages into its own.
import { ChatLinks, type ChatUser } from "./links.js";
import { renderHand, renderTable } from "./render.js";

/** A call of the public API: method, path, the seat's token, a JSON body. */
export type Api = (method: "GET" | "POST", path: string, token?: string, body?: unknown) => Promise<{ status: number; json: any }>;

export interface ChatChoice {
  label: string;
  /** What the platform sends back when the choice is picked (at most 100 characters). */
  value: string;
}

export interface ChatMessage {
  text: string;
  /** Only the user who asked may see it: a hand, a decision (its options name the cards in hand). */
  private: boolean;
  choices?: ChatChoice[];
  /** The next page of choices, when there are more than fit one message. */
  more?: ChatChoice;
}

/** Choices per message: a Discord select menu holds 25. */
export const CHOICES_PER_PAGE = 25;

const say = (text: string, isPrivate = true): ChatMessage => ({ text, private: isPrivate });

/** A chat user's name as a player's name (1–32 letters, digits, spaces and .'-: http/names.ts). */
export function playerName(name: string): string {
  const cleaned = name.normalize("NFC").replace(/[^\p{L}\p{N} .'-]/gu, "").replace(/\s+/g, " ").trim().replace(/^[^\p{L}\p{N}]+/u, "").slice(0, 32).trim();
  return cleaned || "Player";
}

export class ChatCore {
  constructor(
    private readonly api: Api,
    private readonly links: ChatLinks,
  ) {}

  /** The user challenges another to a game: a match with the challenger's seat filled and an
   * open seat whose invitation is kept for the opponent. */
  async challenge(user: ChatUser, opponent: ChatUser, deck: string): Promise<ChatMessage> {
    if (opponent.id === user.id) return say("Challenge someone else: a game needs two players.");
    const created = await this.api("POST", "/v1/matches", undefined, { players: [{ name: playerName(user.name), deck }, { open: true }] });
    if (created.status !== 201) return say(`The match could not be created: ${created.json.detail}`);
    const [mine, theirs] = created.json.seats as { token?: string; invitation?: string }[];
    await this.links.save(user, created.json.id, "seat", mine!.token!);
    await this.links.save(opponent, created.json.id, "invitation", theirs!.invitation!);
    return say(`${playerName(user.name)} challenges ${playerName(opponent.name)} to a game (match ${created.json.id}). ${playerName(opponent.name)}: accept with your deck (a decklist or a preset's name) to begin.`, false);
  }

  async accept(user: ChatUser, matchId: string, deck: string): Promise<ChatMessage> {
    const invitation = await this.links.find(user, matchId, "invitation");
    if (!invitation) return say(`You have no challenge to accept in match ${matchId}.`);
    const joined = await this.api("POST", `/v1/matches/${encodeURIComponent(matchId)}/join`, undefined, { invitation, name: playerName(user.name), deck });
    if (joined.status !== 200) return say(`You could not join: ${joined.json.detail}`);
    await this.links.save(user, matchId, "seat", joined.json.token);
    await this.links.remove(user, matchId, "invitation");
    return say(`${playerName(user.name)} accepts: the game begins (match ${matchId}). Each player sees his or her own decisions with the turn command.`, false);
  }

  /** The user's own hand, for his or her eyes only. */
  async hand(user: ChatUser, matchId: string): Promise<ChatMessage> {
    const token = await this.links.find(user, matchId, "seat");
    if (!token) return say(`You have no seat in match ${matchId}.`);
    const view = await this.api("GET", `/v1/matches/${encodeURIComponent(matchId)}`, token);
    if (view.status !== 200) return say(view.json.detail);
    return say(renderHand(view.json));
  }

  /** The table as everyone may see it. */
  async table(matchId: string): Promise<ChatMessage> {
    const view = await this.api("GET", `/v1/matches/${encodeURIComponent(matchId)}`);
    if (view.status !== 200) return say(view.json.detail);
    return say(renderTable(view.json), false);
  }

  /** The user's pending decision as choices (a page of them), or whom the game waits for. */
  async turn(user: ChatUser, matchId: string, page = 0, before = ""): Promise<ChatMessage> {
    const token = await this.links.find(user, matchId, "seat");
    if (!token) return say(`You have no seat in match ${matchId}.`);
    const d = await this.api("GET", `/v1/matches/${encodeURIComponent(matchId)}/decision`, token);
    if (d.status !== 200) return say(d.json.detail);
    const head = before ? `${before}\n` : "";
    if (d.json.kind === null) return say(`${head}${d.json.prompt}`);
    const options = d.json.options as { label: string }[];
    const first = page * CHOICES_PER_PAGE;
    const choices = options.slice(first, first + CHOICES_PER_PAGE).map((o, i) => ({ label: o.label, value: `${matchId}|${d.json.version}|${first + i}` }));
    const more = first + CHOICES_PER_PAGE < options.length ? { label: `More choices (${first + CHOICES_PER_PAGE + 1}–${Math.min(options.length, first + 2 * CHOICES_PER_PAGE)} of ${options.length})`, value: `${matchId}|page|${page + 1}` } : undefined;
    const deadline = d.json.deadline ? ` (answer by ${d.json.deadline})` : "";
    return { text: `${head}${d.json.prompt}${deadline}`, private: true, choices, ...(more ? { more } : {}) };
  }

  /** A choice picked: the listed option posted at the version it was listed at; then the user's next decision. */
  async choose(user: ChatUser, value: string): Promise<ChatMessage> {
    const [matchId, version, index] = value.split("|") as [string, string, string];
    if (version === "page") return this.turn(user, matchId, Number(index));
    const token = await this.links.find(user, matchId, "seat");
    if (!token) return say(`You have no seat in match ${matchId}.`);
    const path = `/v1/matches/${encodeURIComponent(matchId)}`;
    const d = await this.api("GET", `${path}/decision`, token);
    if (d.status !== 200) return say(d.json.detail);
    if (String(d.json.version) !== version) return this.turn(user, matchId, 0, "The game has moved on since those choices were shown.");
    const option = (d.json.options as Record<string, unknown>[])[Number(index)];
    if (!option) return this.turn(user, matchId, 0, "That choice is no longer listed.");
    const { label: _, ...action } = option;
    const posted = await this.api("POST", `${path}/actions`, token, { version: d.json.version, action });
    if (posted.status !== 200) return this.turn(user, matchId, 0, `Refused: ${posted.json.detail}`);
    const happened = (posted.json.events as { text: string }[]).map((e) => e.text).join("\n");
    // What happened may name the user's own cards (a draw): it stays private, the table too.
    if (posted.json.view.status === "finished") return say(`${happened}\n${renderTable(posted.json.view)}`);
    return this.turn(user, matchId, 0, happened);
  }
}
