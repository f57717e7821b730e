// The public HTTP API (the same origin serves the table and the API), with RFC 9457 problems
// turned into errors whose message says what was wrong and the rule it broke.
export class ApiError extends Error {
  constructor(status, problem) {
    const rule = problem?.rule ? ` (rule ${problem.rule})` : "";
    super(`${problem?.detail ?? problem?.title ?? `the server answered ${status}`}${rule}`);
    this.status = status;
    this.problem = problem;
  }
}

/** One request: `{ status, json, etag }`; a 304 has no json. Refusals throw ApiError. */
export async function request(method, path, { token, body, etag, playerKey } = {}) {
  const headers = {};
  if (body !== undefined) headers["content-type"] = "application/json";
  if (token) headers.authorization = `Bearer ${token}`;
  if (etag) headers["if-none-match"] = etag;
  if (playerKey) headers["x-player-key"] = playerKey;
  const res = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), cache: "no-store" });
  if (res.status === 304) return { status: 304, json: null, etag };
  const text = await res.text();
  let json = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (!res.ok) throw new ApiError(res.status, json);
  return { status: res.status, json, etag: res.headers.get("etag") };
}

export const api = {
  presets: () => request("GET", "/v1/cards?limit=1").then((r) => r.json.presetDecks),
  card: (name) => request("GET", `/v1/cards/${encodeURIComponent(name)}`).then((r) => r.json),
  validateDeck: (deck) => request("POST", "/v1/decks/validate", { body: { deck } }).then((r) => r.json),
  create: (body) => request("POST", "/v1/matches", { body }).then((r) => r.json),
  join: (id, body) => request("POST", `/v1/matches/${id}/join`, { body }).then((r) => r.json),
  lobby: (id) => request("GET", `/v1/matches/${id}/lobby`).then((r) => r.json),
  act: (id, token, version, actions) => request("POST", `/v1/matches/${id}/actions`, { token, body: actions.length === 1 ? { version, action: actions[0] } : { version, actions } }).then((r) => r.json),
  settings: (id, token, settings) => request("PUT", `/v1/matches/${id}/settings`, { token, body: settings }).then((r) => r.json),
};
