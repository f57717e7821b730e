/// <reference types="node" />
// The web table (public/) in a real browser: Debian's Chromium driven by playwright-core
// against the Worker under `wrangler dev` (static assets and API together, as deployed). Two
// browser contexts, Ann on a desktop screen and Bob on a phone screen, play a whole game from
// the invitation to the result by clicking only: Ann creates the match, Bob joins from the
// invitation link with a pasted decklist, and they play lands, spells (targets clicked on the
// table, mana paid automatically), attacks (one dragged onto the opponent) and blocks until one
// of them has lost; each table hears of the other's moves over the match's WebSocket.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, rmSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { chromium, type Browser, type Locator, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

const CHROMIUM = process.env.CHROMIUM_PATH ?? ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((p) => existsSync(p));
// WEB_PORT moves it (another `wrangler dev` may hold 8791).
const PORT = Number(process.env.WEB_PORT ?? 8791);
const BASE = `http://127.0.0.1:${PORT}`;
const PERSIST = ".wrangler/browser-test";
// Screenshots go to docs/web when asked for (WEB_SCREENSHOTS=1), else next to the test's database.
const SEED = process.env.WEB_SEED ?? "web-table-1";
const SHOTS = process.env.WEB_SCREENSHOTS ? "docs/web" : `${PERSIST}/shots`;
// An aggressive red deck (sorcery-speed burn aimed at the opponent, hasty creatures): games end in a few turns.
const BURN = ["24 Mountain", "4 Raging Goblin", "4 Goblin Piker", "4 Balduvian Barbarians", "4 Hill Giant", "4 Shock", "4 Volcanic Hammer", "4 Lava Axe", "4 Lava Spike", "4 Spark Spray"].join("\n");

if (!CHROMIUM) console.warn("test/browser: Chromium is not installed (apt-get install chromium), so the browser game is skipped.");

// Without Chromium the suite says so (above) and its test is skipped from inside (ctx.skip).
describe("the web table in Chromium", () => {
  let server: ChildProcess;
  let browser: Browser;

  beforeAll(async () => {
    if (!CHROMIUM) return;
    rmSync(PERSIST, { recursive: true, force: true });
    mkdirSync(SHOTS, { recursive: true });
    await run("node_modules/.bin/wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", PERSIST]);
    // Its own process group, so that stopping it by its pid stops workerd with it.
    server = spawn("node_modules/.bin/wrangler", ["dev", "--ip", "127.0.0.1", "--port", String(PORT), "--persist-to", PERSIST], {
      detached: true, stdio: "ignore", env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" },
    });
    await waitForServer();
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox"] });
  }, 90_000);

  // On a failure, what each page showed (and said), for whoever reads the failure.
  const pages: Page[] = [];
  afterEach(async (ctx) => {
    if (ctx.task.result?.state !== "fail") return;
    for (const [i, page] of pages.entries()) {
      await page.screenshot({ path: `${PERSIST}/failure-${i}.png`, fullPage: true }).catch(() => {});
      console.error(`page ${i} (${page.url()}):`, (await page.locator("main").innerText().catch(() => "")).slice(0, 2000));
    }
  });

  afterAll(async () => {
    await browser?.close();
    if (server?.pid) process.kill(-server.pid, "SIGTERM");
  });

  it("two players play a whole game from the invitation to the result by clicking", async (ctx) => {
    if (!CHROMIUM) return ctx.skip();
    const ann = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    const bob = await (await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })).newPage();
    const errors: string[] = [];
    pages.push(ann, bob);
    for (const page of [ann, bob]) page.on("pageerror", (e) => errors.push(e.message));
    // What reaches Bob's table over its socket, and when it last read the events by HTTP.
    const bobSockets: string[] = [];
    const bobFrames: { at: number; message: { type: string; events?: { text: string }[] } }[] = [];
    const bobEventReads: number[] = [];
    bob.on("websocket", (ws) => {
      bobSockets.push(ws.url());
      ws.on("framereceived", (f) => {
        if (typeof f.payload === "string" && f.payload !== "pong") bobFrames.push({ at: Date.now(), message: JSON.parse(f.payload) });
      });
    });
    bob.on("request", (r) => {
      if (/\/events\?/.test(r.url())) bobEventReads.push(Date.now());
    });

    // Ann creates the match with a preset deck and one open seat.
    await ann.goto(`${BASE}/?poll=250#/`);
    await ann.getByLabel("Your name").fill("Ann");
    await ann.getByLabel("Deck", { exact: true }).selectOption("red-green-beats");
    // An hour a decision: the table shows each decision's deadline.
    await ann.getByLabel("Clock").selectOption("3600");
    // A chosen seed makes the game the same every run (the match is then a puzzle, and says so).
    await ann.getByText("A chosen seed (a puzzle)").click();
    await ann.getByLabel(/^Seed/).fill(SEED);
    await ann.getByRole("button", { name: "Create the match and invite" }).click();
    const link = await ann.getByLabel("Invitation link").first().inputValue();
    expect(link).toMatch(/#\/join\/[0-9a-f]{32}\./);
    await ann.screenshot({ path: `${SHOTS}/invite.png` });
    await ann.getByRole("link", { name: "Go to the table" }).click();
    await expect.poll(() => ann.locator(".lobby-wait").count()).toBe(1);

    // Bob follows the link, pastes his decklist and takes the seat; the game starts.
    await bob.goto(link.replace(/^[^#]+/, `${BASE}/?poll=250`));
    await bob.getByLabel("Your name").fill("Bob");
    await bob.locator('#join-preset[data-loaded="true"]').selectOption("");
    await bob.getByLabel("Decklist").fill(BURN);
    await bob.getByRole("button", { name: "Take the seat" }).click();
    await expect.poll(() => bob.locator("section.decision").count(), { timeout: 15_000 }).toBe(1);
    const id = /#\/match\/([0-9a-f]{32})/.exec(bob.url())![1]!;
    // Bob pays his costs by tapping lands himself.
    await bob.getByText("Settings").click();
    await bob.getByLabel("Pay mana automatically").uncheck();

    await expect.poll(() => bob.locator(".deadline time").count()).toBe(1);
    // The table is live: it opened the match's socket (a seat's, its token as a subprotocol).
    await expect.poll(() => bob.locator('.board[data-transport="socket"]').count(), { timeout: 15_000 }).toBe(1);
    expect(bobSockets.map((url) => new URL(url).pathname)).toContain(`/v1/matches/${id}/socket`);
    const players = [{ page: ann, name: "Ann", blocked: false, dragged: false }, { page: bob, name: "Bob", blocked: false, dragged: false }];
    const seen = new Set<string>();
    let actions = 0;
    const deadline = Date.now() + 200_000;
    while (Date.now() < deadline) {
      if ((await ann.locator(".result").count()) && (await bob.locator(".result").count())) break;
      let acted = false;
      for (const p of players) acted = (await act(p, seen)) || acted;
      if (acted) actions++;
      if (actions === 40) await shot(ann, "table");
      else await sleep(100);
      // A spectator joins once the game is under way: hands stay hidden from it.
      if (actions === 25) {
        const watcher = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
        await watcher.goto(`${BASE}/?poll=250#/watch/${id}`);
        await expect.poll(() => watcher.locator(".hidden-hand").count()).toBe(2);
        expect(await watcher.locator(".hand button.card, .hand .card").count()).toBe(0);
        await watcher.waitForTimeout(1000); // the cards' printed text
        await watcher.screenshot({ path: `${SHOTS}/spectator.png` });
        await watcher.context().close();
      }
    }
    await expect.poll(() => ann.locator(".result").count()).toBe(1);
    await expect.poll(() => bob.locator(".result").count()).toBe(1);
    const result = await ann.locator(".result").innerText();
    expect(result).toMatch(/won the game/);
    await ann.screenshot({ path: `${SHOTS}/result.png`, fullPage: true });
    await bob.screenshot({ path: `${SHOTS}/result-phone.png`, fullPage: true });

    // Real turns were played: lands, spells with targets, attacks, blocks, and a loser.
    const report = await ann.locator(".log").innerText();
    for (const words of [/Turn [5-9]|Turn \d\d/, /plays (Mountain|Forest)/, /attacks with/i, /blocks/i, /loses the game|lost|wins/i]) expect(report).toMatch(words);
    expect(seen).toContain("targets");
    expect(seen).toContain("attackers");
    expect(seen).toContain("blockers");
    expect(seen).toContain("block by drag");
    expect(seen).toContain("manual payment");
    expect(players.some((p) => p.dragged)).toBe(true);
    // Ann's moves reached Bob's table over the socket (events frames with her plays), and once
    // the socket was live his table never read the events by HTTP: the log he saw came by push.
    const live = bobFrames[0]!.at;
    const pushedTexts = bobFrames.flatMap((f) => f.message.events ?? []).map((e) => e.text);
    const annPlays = pushedTexts.filter((t) => /^Ann plays /.test(t));
    expect(annPlays.length).toBeGreaterThan(0);
    expect(await bob.locator(".log").innerText()).toContain(annPlays[annPlays.length - 1]);
    expect(bobFrames.some((f) => f.message.type === "decision")).toBe(true);
    expect(bobFrames.some((f) => f.message.type === "over")).toBe(true);
    expect(bobEventReads.filter((at) => at > live + 1000)).toEqual([]);
    // The phone's page is no wider than the phone.
    expect(await bob.evaluate("document.documentElement.scrollWidth")).toBeLessThanOrEqual(390);
    // The record agrees with what the table showed: the match is over.
    const exported = await fetch(`${BASE}/v1/matches/${id}/export`);
    expect(exported.status).toBe(200);
    const record = (await exported.json()) as { result: { winners: string[] } };
    expect(record.result.winners.length).toBe(1);
    expect(errors).toEqual([]);
  }, 260_000);

  /** One answer by one player, if the table shows that player a decision to make; true if it acted. */
  async function act(p: { page: Page; name: string; blocked: boolean; dragged: boolean }, seen: Set<string>): Promise<boolean> {
    const { page } = p;
    const panel = page.locator("section.decision");
    if ((await panel.count()) === 0 || (await panel.getAttribute("data-mine")) !== "true") return false;
    const kind = (await panel.getAttribute("data-kind")) ?? "";
    const version = (await panel.getAttribute("data-version")) ?? "";
    if ((await panel.locator("button:disabled").count()) > 0) return false; // an answer is on its way
    seen.add(kind);
    const mine = page.locator(`.seat.mine`);
    const opponent = page.locator(".seat:not(.mine)");
    switch (kind) {
      case "mulligan":
        await panel.getByRole("button", { name: "Keep this hand" }).click();
        break;
      case "priority": {
        const land = mine.locator('.hand button[data-answer="playLand"]');
        const spell = mine.locator('.hand button[data-answer="playSpell"]');
        if ((await land.count()) && p.name === "Ann") {
          // By keyboard: the card is a button that takes focus.
          await land.first().focus();
          await page.keyboard.press("Enter");
        } else if (await land.count()) await land.first().click();
        else if (await spell.count()) await spell.first().click();
        else await panel.getByRole("button", { name: "Pass", exact: true }).click();
        break;
      }
      case "targets":
      case "triggerTargets": {
        // The opponent if he or she may be targeted, else the first thing offered.
        await shot(page, "targets");
        const face = opponent.locator("button.plate.answerable");
        if (await face.count()) await face.first().click();
        else if (await opponent.locator(".answerable").count()) await opponent.locator(".answerable").first().click();
        else await page.locator(".answerable").first().click();
        const confirm = panel.getByRole("button", { name: "Confirm targets" });
        if ((await panel.getAttribute("data-version")) === version && (await confirm.count())) await confirm.click();
        break;
      }
      case "attackers": {
        const candidates = mine.locator("button.card.answerable");
        let first = 0;
        if (!p.dragged && (await candidates.count())) {
          // A player's first attacker is dragged onto the opponent's side of the table (the others clicked).
          const card = candidates.first();
          const cardId = (await card.getAttribute("data-id"))!;
          await drag(page, card, opponent.locator(".play"));
          await expect.poll(() => mine.locator(`button.card[data-id="${cardId}"]`).getAttribute("aria-label")).toMatch(/attacks: click to hold it back/);
          await expect(panel.locator("button.primary").innerText()).resolves.toBe("Declare 1 attacker");
          p.dragged = true;
          first = 1;
        }
        for (let i = first; i < (await candidates.count()); i++) await candidates.nth(i).click();
        if (await candidates.count()) await shot(page, "attackers");
        await panel.locator("button.primary").click();
        break;
      }
      case "blockers": {
        // One block per player in the game: the game's first by dragging the blocker onto an
        // attacker it can block, the other by clicking the blocker then the attacker.
        const blocker = mine.locator("button.card.answerable");
        if (!p.blocked && !seen.has("block by drag") && (await blocker.count())) {
          const name = (await blocker.first().getAttribute("aria-label"))!.replace(/^Block with ([^.]*)\..*$/s, "$1");
          if (await dragOntoDropTarget(page, blocker.first(), opponent)) {
            await expect.poll(() => panel.locator("button.primary").innerText()).toBe("Declare 1 block");
            await expect(panel.locator("ul.chosen li").innerText()).resolves.toMatch(new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} blocks `));
            seen.add("block by drag");
            p.blocked = true;
            await shot(page, "blockers");
          }
        } else if (!p.blocked && (await blocker.count())) {
          await blocker.first().click();
          const attacker = opponent.locator("button.card.answerable");
          if (await attacker.count()) {
            await attacker.first().click();
            p.blocked = true;
            await shot(page, "blockers");
          }
        }
        await panel.locator("button.primary").click();
        break;
      }
      case "payment": {
        // Ann's table pays automatically; Bob taps lands, then pays from his pool.
        if (await panel.getByLabel("Pay mana automatically").isChecked()) break;
        seen.add("manual payment");
        const pay = panel.getByRole("button", { name: /from your mana pool$/ });
        if (await pay.count()) await pay.first().click();
        else await mine.locator("button.card.answerable").first().click();
        break;
      }
      default: {
        // Its listed answers. The panel may have moved on since it was read (the game ended, or
        // the table heard of a newer decision over its socket): then look again; a decision
        // still showing with no answer to click is a defect of the table.
        const answer = panel.locator(".choices button").first();
        const shown = await answer.waitFor({ timeout: 10_000 }).then(() => true, () => false);
        if (!shown) {
          if ((await panel.count()) === 0 || (await panel.getAttribute("data-mine")) !== "true" || (await panel.getAttribute("data-version")) !== version || (await panel.getAttribute("data-kind")) !== kind) return false;
          throw new Error(`${p.name}'s ${kind} decision at version ${version} shows no answer: ${await panel.innerText()}`);
        }
        await answer.click();
      }
    }
    await expect.poll(async () => (await panel.count()) === 0 || (await panel.getAttribute("data-version")) !== version, { timeout: 30_000, message: `${p.name}'s ${kind} decision at version ${version} was not answered` }).toBe(true);
    return true;
  }

  /** Drags `from` onto `to` with the mouse: pressed on the card (scrolled to where nothing
   * covers it), moved onto the target (the page scrolls to it while the button is held, as a
   * wheel would), released there. */
  async function drag(page: Page, from: Locator, to: Locator) {
    await from.hover();
    await page.mouse.down();
    await to.hover();
    const b = (await to.boundingBox())!;
    await page.mouse.move(b.x + b.width / 2 + 4, b.y + b.height / 2 + 4, { steps: 4 });
    await page.mouse.up();
  }

  /** Drags `from` until the table marks where it may be dropped inside `area`, and drops it on
   * the first such place; false (and nothing chosen) if there is none. */
  async function dragOntoDropTarget(page: Page, from: Locator, area: Locator): Promise<boolean> {
    await from.hover();
    const start = (await from.boundingBox())!;
    await page.mouse.down();
    await page.mouse.move(start.x + start.width / 2 + 20, start.y + start.height / 2 + 20, { steps: 4 });
    const target = area.locator(".drop-target");
    if ((await target.count()) === 0) {
      await page.mouse.up();
      return false;
    }
    await target.first().hover();
    const b = (await target.first().boundingBox())!;
    await page.mouse.move(b.x + b.width / 2 + 4, b.y + b.height / 2 + 4, { steps: 4 });
    await page.mouse.up();
    return true;
  }

  const taken = new Set<string>();
  async function shot(page: Page, name: string) {
    if (taken.has(name)) return;
    taken.add(name);
    await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  }
});

function run(cmd: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: "ignore", env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false" } });
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(" ")} exited with ${code}`))));
  });
}

async function waitForServer(): Promise<void> {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${BASE}/v1/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`wrangler dev did not answer on ${BASE} within a minute`);
}
