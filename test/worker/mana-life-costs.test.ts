// Mana abilities with a life cost over HTTP: a listed option with its chosen `mana` is accepted
// as posted; a choice the ability doesn't offer is refused with the rule.
import { describe, expect, it } from "vitest";
import { call, createMatch, decide, post, unlabelled } from "./helpers.js";

type Option = { type: string; source?: string; mana?: string };

describe("mana abilities with a life cost over HTTP", () => {
  it("406.1, 215.4: Vesper Ghoul's listed option with its chosen mana pays for Llanowar Elves and 1 life; an unoffered color is refused", async () => {
    const m = await createMatch({ setup: { players: [{ hand: ["Llanowar Elves"], play: ["Vesper Ghoul"], autoPass: false }, {}], turn: 3 } });
    const token = m.seats[0]!.token;
    let d = await decide(m.id, token);
    await post(m.id, token, d.version, d.options.find((o: Option) => o.type === "playSpell"));
    d = await decide(m.id, token);
    expect(d.kind).toBe("payment");
    const listed = d.options.filter((o: Option) => o.type === "playAbility");
    expect(unlabelled(listed)).toEqual([{ type: "playAbility", source: listed[0].source, ability: 0, mana: "G" }]);
    const wrong = await call("POST", `/v1/matches/${m.id}/actions`, { token, body: { version: d.version, action: { ...listed[0], mana: "X" } } });
    expect([wrong.status, wrong.json.rule]).toEqual([422, undefined]); // not a kind of mana: the schema refuses it
    const refused = await call("POST", `/v1/matches/${m.id}/actions`, { token, body: { version: d.version, action: { ...listed[0], mana: "C" } } });
    expect([refused.status, refused.json.rule]).toEqual([422, "406.1"]);
    await post(m.id, token, d.version, listed[0]);
    d = await decide(m.id, token);
    expect(unlabelled(d.options)).toEqual([{ type: "autoPay" }, { type: "payMana", mana: "G" }, { type: "cancel" }]);
    await post(m.id, token, d.version, d.options[0]);
    const v = await call("GET", `/v1/matches/${m.id}`, { token });
    expect([v.json.players[0].life, v.json.stack.map((o: { name: string }) => o.name)]).toEqual([19, ["Llanowar Elves"]]);
  });
});
