// Generated from manastack's OpenAPI document by `npm run client`: do not edit.
export interface paths {
    "/v1/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Is the API up */
        get: operations["health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The cards a decklist may name
         * @description Filtered and paged by name. The answer changes only with a deploy: it carries an ETag and answers 304 to If-None-Match.
         */
        get: operations["listCards"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/cards/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One card by its name */
        get: operations["getCard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The sets of the data and how many of their cards are offered */
        get: operations["listSets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/decks/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a decklist
         * @description A decklist as players write it ("4 Shock", Arena exports, MTGO .dek, SB: lines) or a preset deck's name; every problem is reported with suggestions.
         */
        post: operations["validateDeck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sealed/{set}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Open a sealed pool
         * @description Six boosters of the set, opened from the seed by the set's 2006 distribution (1 rare, 3 uncommons, 11 commons; core sets 10 commons, their basic land left out since basic lands are free; Time Spiral 10 commons and 1 timeshifted card), from the set's offered cards only. Without a seed the server draws one and returns it. Bring `{ "sealed": set, "seed": seed, "list": decklist }` as a deck to a match, a join, a rematch or POST /v1/decks/validate.
         */
        get: operations["getSealedPool"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/matches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a match
         * @description Each seat's bearer token is in the answer, once: hand each player their own. A chosen `seed` or `setup` makes the match a puzzle, marked so in every view. A seat given as `{"open": true}` (team and emperor allowed) is left for a player who joins with its invitation and their own name and deck: the answer is then the lobby, with a token for each filled seat and an invitation for each open one, and the game starts when the last seat is filled. A seat with `ai` (and a name and deck) is played by the computer and has no token (issue 17).
         */
        post: operations["createMatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/matches/{id}/join": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take an open seat with its invitation
         * @description With the seat's invitation and one's own name and deck (a preset name or a decklist): the answer carries the seat's bearer token, to the joiner only. An invitation is used once. The last seat filled starts the game. Nobody else ever sees the deck. With `ai` (easy, medium or hard) the seat is given to the computer instead, which plays it with that name and deck from the match's Durable Object: the answer then carries no token (issue 17).
         */
        post: operations["joinMatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/matches/{id}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A finished match's whole record
         * @description Once the match is over: its config (decks and the seed, whose SHA-256 is the `seedCommitment` published at creation), every action and settings change, every event with hidden information revealed, the result and the final state's hash. Replaying the actions through the engine on the config gives that hash (src/match/replay.ts).
         */
        get: operations["exportMatch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/matches/{id}/lobby": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who sits where
         * @description The seats, filled or still open, and each seat's player once the game has started; never a deck. A match created with every seat filled shows them all joined.
         */
        get: operations["getLobby"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/matches/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The match as the caller may see it
         * @description With a seat's token, that seat's view (its own hand); without one, a spectator's. It carries an ETag: a poller sending If-None-Match gets 304 while nothing it may see has changed.
         */
        get: operations["getMatch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/matches/{id}/decision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's pending decision and every answer to it
         * @description It carries an ETag: a poller sending If-None-Match gets 304 while the decision is unchanged.
         */
        get: operations["getDecision"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/matches/{id}/suggestion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What the computer would answer for the caller's seat
         * @description Issue 17: the computer's answer to the caller's pending decision, computed from the caller's view only (never a hidden card). `level` says how hard it thinks (by default hard: a search over the hidden cards, some 50 ms).
         */
        get: operations["getSuggestion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/matches/{id}/actions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Answer the pending decision
         * @description Post one of the decision's options (or an answer built from its `details`) with the version it was read at. Illegal actions change nothing and name the rule broken.
         */
        post: operations["postAction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/matches/{id}/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change the caller's priority settings
         * @description Where the game stops for the caller and whether it passes when passing is all the caller can do. Not a game action: the version doesn't move.
         */
        put: operations["putSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/matches/{id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The game log as the caller may see it
         * @description It carries an ETag: a poller sending If-None-Match gets 304 while the page is unchanged.
         */
        get: operations["listEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/matches/{id}/rematch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Play again: the same seats, a new match
         * @description A seat of a finished match takes its seat in the rematch; the first to ask creates it (a lobby with every seat kept for a seat of this match: only that seat's token takes it). Each player keeps his or her name and deck unless `deck` brings another; the format, options, teams and clock are the same, the seed (and its commitment) new. The answer is the seat's new token, to the caller only; the last seat taken starts the game. The old match's lobby (GET /lobby) names the rematch. In a two-player game the loser of the finished game chooses who plays the rematch first (`play`, 101.2; by default the loser plays first). In a best-of-three match (`bestOf: 3` at creation) the rematch is the next game: the score goes on (the view's `series`), and a `deck` must be the same cards as before, deck and sideboard together (sideboarding); once the match is decided, the rematch starts a new one.
         */
        post: operations["rematch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/matches/{id}/fork": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new match from a position of a finished match or a puzzle
         * @description The match's record up to `version` (its config, moves, settings changes and events) under new seats, one token per player: a new match that goes on from there, marked as a puzzle (its seed and every card are known to whoever read the record). Only a finished match (once its whole best-of-three match is over: 409 before, as for its export) or a puzzle may be forked, never a match being played: its hidden cards would show. The fork's export replays from the same config to the same hashes.
         */
        post: operations["forkMatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/matches/{id}/undo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask to take back one's last post (undo by consent)
         * @description In a match created with `undo: true`, a seat asks to take back its last post (all its actions, if it posted several at once) and every move made since. Refused (422, `undo-refused`, the reason in `detail`) in a match without undo, when `version` is not a version of the caller's last post (another seat's action, an earlier one), when the caller has nothing to take back (no post yet, the last move the clock's, or already taken back), and when hidden information has come to light since: a card drawn, a library searched or changed, a card revealed or looked at, a face-down card turned up, a shuffle or anything random, any event with a secret for someone; 409 (`undo-conflict`) once the game is over or while another request is pending. Every other player still in the game answers (POST /undo/answer), the computer's seats agreeing at once; the request shows in every view (`undo`) and on the sockets (`{type: "undo", status: "pending"}`), and any new move withdraws it. When everyone has accepted, the match returns to the position before the post as a NEW version (`status: "accepted"`): the record keeps the moves taken back and gains the move `{type: "undo", version}`, an `undo` event tells every seat, and the sockets get the event, the decision and a `{type: "view"}` message with each viewer's fresh view.
         */
        post: operations["askUndo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/matches/{id}/undo/answer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept or refuse another player's undo request
         * @description `accept` records the caller's consent; the last consent returns the match to the position before the asker's post, as a new version (`status: "accepted"`). `refuse` ends the request (`status: "refused"`). 403 for the asker or a player whose consent is not asked; 409 (`undo-conflict`) when no request is pending or the caller has already accepted.
         */
        post: operations["answerUndo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/matches/{id}/socket": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Push over a WebSocket: the events and the caller's decisions as they happen
         * @description Upgrade to a WebSocket (held by the match's Durable Object, which may hibernate while it is quiet). With a seat's token (`Authorization`, or for browsers the subprotocol `bearer.<token>` offered beside `manastack.v1`), the seat's view; without one, a spectator's. Each message is one JSON object: `{type: "events", version, events}` (every event after `after` at once, then each as it happens, exactly as GET /events shows them to the caller), `{type: "decision", decision}` (a seat's decision as GET /decision gives it, at every new version), `{type: "deadlineNear", version, player, deadline}`, `{type: "undo", version, status, undo}` (an undo request asked, answered, refused, withdrawn by a move, or accepted: see POST /undo), `{type: "view", version, view}` (the viewer's view afresh, after an accepted undo), and `{type: "over", version, winners}` before the server closes the socket at the end of the game. A client may send `"ping"` (answered `"pong"`) or `{"type":"resume","after":N}` to have everything after event N again.
         */
        get: operations["matchSocket"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/matches/{id}/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Push as Server-Sent Events, for clients without WebSockets
         * @description The socket's messages as SSE events of the same `event` names (`events`, `decision`, `deadlineNear`, `undo`, `view`, `over`), each `data` the message's JSON; an `events` event's `id` is the seq of its last event, so an EventSource that reconnects (sending Last-Event-ID) resumes after it. While nothing else is sent, a comment line `: heartbeat` comes every `heartbeat` seconds (15 by default), so that proxies keep a quiet stream open. The stream ends with the game.
         */
        get: operations["matchStream"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/matches/{id}/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's seat's webhooks and deliveries */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Register a webhook for the caller's seat
         * @description Deliveries are POSTs of `{type, timestamp, data}` signed the Standard Webhooks way: headers `webhook-id` (the same on every attempt), `webhook-timestamp` (Unix seconds) and `webhook-signature`, `v1,` and the base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<body>` keyed with the secret's bytes (the base64 after `whsec_`). Sent from the match's alarm, never holding up play; an answer other than 2xx (or none within 10 s) is retried after 5 s, 5 min, 30 min, 2 h, 5 h and 10 h. At most 5 per seat.
         */
        post: operations["registerWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/players/keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new player key
         * @description No account and no password: a random secret that the client keeps and presents as X-Player-Key when creating or joining matches, so that one key lists all of them. Nothing is stored until it is used, and then only its SHA-256.
         */
        post: operations["newPlayerKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/players/me/matches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's matches: whose decision, whether it is the caller's, since when, the deadline
         * @description With X-Player-Key: every seat taken with the key, newest first, in pages (`limit`, `after`; `mine=true` keeps those awaiting the key). With a seat's bearer token: that seat's match when it awaits the seat. Read from the D1 index, which may lag the matches by a few seconds.
         */
        get: operations["myMatches"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/players/me/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The player key's webhooks and deliveries */
        get: operations["listKeyWebhooks"];
        put?: never;
        /**
         * Register a webhook for a player key: told of every match of the key
         * @description The same deliveries as a seat's webhooks, signed the same way (Standard Webhooks), for every seat taken with the key, in every match, present and future: `match.started` (a match of the key has started: created with every seat filled, or its last open seat taken), `decision.pending`, `deadline.near` and `match.finished`, each with `data.match` and `data.player` (the key's seat). Sent and retried from the key's own Durable Object. At most 5 per key.
         */
        post: operations["registerKeyWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This description */
        get: operations["openapi"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/docs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This description, rendered for people */
        get: operations["docs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description A sealed deck: a pool of six boosters of one set, opened from a seed, and a list drawn from it. */
        SealedDeck: {
            /** @description The set whose six boosters are the pool (GET /v1/sealed/{set}): ONS, LGN, SCG, 8ED, MRD, DST, 5DN, CHK, BOK, SOK, 9ED, RAV, GPT, DIS, CSP or TSP (whose boosters hold the timeshifted cards). */
            sealed: string;
            /** @description The pool's seed, as GET /v1/sealed/{set} returned it. Without one the server draws a seed and tells nobody: a pool no one has seen. */
            seed?: string;
            /** @description The deck: at least 40 cards (100.2b), only cards of the pool, each no more often than the pool has it, and any number of Plains, Islands, Swamps, Mountains and Forests. The rest of the pool is the sideboard (a Sideboard section here is ignored). Without a list, the server builds a 40-card deck from the pool: the two colors whose cards score best, 23 of their cards and 17 basic lands. */
            list?: string;
        };
        ActionPost: {
            version: number;
            action: components["schemas"]["Action"];
        } | {
            version: number;
            /** @description Several answers of the caller's in one post (a whole play: the spell, its targets, autoPay), applied in order, all or none; the version moves by one per action. */
            actions: components["schemas"]["Action"][];
        };
        /** @description An answer to a decision; every option a decision lists is one, complete, and may be posted as listed (its `label` is ignored). */
        Action: {
            /** @constant */
            type: "keep";
            label?: string;
        } | {
            /** @constant */
            type: "mulligan";
            label?: string;
        } | {
            /** @constant */
            type: "pass";
            label?: string;
        } | {
            /** @constant */
            type: "playLand";
            card: string;
            label?: string;
        } | {
            /** @constant */
            type: "playSpell";
            card: string;
            alternative?: {
                remove: string[];
            } | {
                source: string;
            } | {
                mana: string;
            };
            costs?: {
                sacrifice: string;
            } | {
                discard: string;
            } | {
                mana: string;
            } | {
                sacrificeAnyNumber: string[];
            } | {
                returnToHand: string[];
            } | {
                tapUntapped: string[];
            } | {
                reveal: string[];
            } | {
                sacrificeMany: string[];
            } | {
                removeFromGraveyard: string[];
            };
            /** @constant */
            buyback?: true;
            /** @constant */
            faceDown?: true;
            splice?: string[];
            convoke?: string[];
            replicate?: number;
            offering?: string;
            half?: string;
            kicker?: string[];
            label?: string;
        } | {
            /** @constant */
            type: "turnFaceUp";
            card: string;
            mana: string;
            label?: string;
        } | {
            /** @constant */
            type: "suspend";
            card: string;
            mana: string;
            label?: string;
        } | {
            /** @constant */
            type: "playAbility";
            source: string;
            ability: number;
            costs?: {
                sacrifice: string;
            } | {
                discard: string;
            } | {
                mana: string;
            } | {
                sacrificeAnyNumber: string[];
            } | {
                returnToHand: string[];
            } | {
                tapUntapped: string[];
            } | {
                reveal: string[];
            } | {
                sacrificeMany: string[];
            } | {
                removeFromGraveyard: string[];
            };
            /** @enum {string} */
            mana?: "W" | "U" | "B" | "R" | "G" | "C";
            paid?: string;
            label?: string;
        } | {
            /** @constant */
            type: "chooseMode";
            mode: number;
            label?: string;
        } | {
            /** @constant */
            type: "chooseX";
            value: number;
            label?: string;
        } | {
            /** @constant */
            type: "chooseTargets";
            targets: ({
                player: string;
            } | {
                object: string;
            })[];
            division?: number[];
            label?: string;
        } | {
            /** @constant */
            type: "payMana";
            mana: string;
            label?: string;
        } | {
            /** @constant */
            type: "autoPay";
            label?: string;
        } | {
            /** @constant */
            type: "cancel";
            label?: string;
        } | {
            /** @constant */
            type: "declareAttackers";
            attackers: {
                attacker: string;
                defender: string;
            }[];
            label?: string;
        } | {
            /** @constant */
            type: "declareBlockers";
            blocks: {
                blocker: string;
                attacker: string;
            }[];
            label?: string;
        } | {
            /** @constant */
            type: "assignCombatDamage";
            attacker: string;
            division: {
                blocker: string;
                amount: number;
            }[];
            toPlayer?: number;
            label?: string;
        } | {
            /** @constant */
            type: "assignBlockerDamage";
            blocker: string;
            division: {
                attacker: string;
                amount: number;
            }[];
            label?: string;
        } | {
            /** @constant */
            type: "discard";
            cards: string[];
            label?: string;
        } | {
            /** @constant */
            type: "orderTriggers";
            order: string[];
            label?: string;
        } | {
            /** @constant */
            type: "reveal";
            cards: string[];
            label?: string;
        } | {
            /** @constant */
            type: "chooseReplacement";
            replacement: string;
            label?: string;
        } | {
            /** @constant */
            type: "choose";
            choice: string;
            label?: string;
        } | {
            /** @constant */
            type: "chooseCopy";
            object: string | null;
            attachTo?: string;
            label?: string;
        } | {
            /** @constant */
            type: "chooseNewTarget";
            target: {
                player: string;
            } | {
                object: string;
            };
            label?: string;
        } | {
            /** @constant */
            type: "may";
            accept: boolean;
            label?: string;
        } | {
            /** @constant */
            type: "decline";
            label?: string;
        } | {
            /** @constant */
            type: "chooseUntap";
            keepTapped: string[];
            label?: string;
        } | {
            /** @constant */
            type: "beginInPlay";
            cards: string[];
            label?: string;
        } | {
            /** @constant */
            type: "search";
            cards: string[];
            label?: string;
        } | {
            /** @constant */
            type: "returnAnyNumber";
            objects: string[];
            label?: string;
        } | {
            /** @constant */
            type: "untapChosen";
            objects: string[];
            label?: string;
        } | {
            /** @constant */
            type: "ripple";
            play: number;
            bottom: string[];
            label?: string;
        } | {
            /** @constant */
            type: "sacrifice";
            objects: string[];
            label?: string;
        } | {
            /** @constant */
            type: "chooseSource";
            source: string;
            label?: string;
        } | {
            /** @constant */
            type: "chooseCard";
            card: string | null;
            label?: string;
        } | {
            /** @constant */
            type: "orderTop";
            order: number[];
            label?: string;
        } | {
            /** @constant */
            type: "scry";
            top: number[];
            bottom: number[];
            label?: string;
        } | {
            /** @constant */
            type: "chooseTop";
            position: number;
            label?: string;
        } | {
            /** @constant */
            type: "returnChosen";
            object: string;
            label?: string;
        } | {
            /** @constant */
            type: "concede";
            label?: string;
        };
        /** @description RFC 9457 problem details. */
        Problem: {
            /** @description urn:manastack:problem:<kind> */
            type: string;
            title: string;
            status: number;
            /** @description What was wrong, in plain English. */
            detail: string;
            /** @description The number of the rule the action broke ("409.1c"). */
            rule?: string;
            /** @description On 409: the version the match is at. */
            currentVersion?: number;
            /** @description On 422 for a malformed body: every field that is wrong. */
            errors?: {
                path: string;
                message: string;
            }[];
        };
        Card: {
            name: string;
            set: string;
            manaCost: string;
            convertedManaCost: number;
            colors: string[];
            typeLine: string;
            supertypes: string[];
            types: string[];
            subtypes: string[];
            power?: number;
            toughness?: number;
            keywords: string[];
            /** @description The printed text of the era. */
            text: string;
            printings: {
                set: string;
                number: string;
                rarity: string;
                /** @description Gatherer's id of the printing, when it has one. */
                multiverseId: number | null;
            }[];
            /** @description 505: a split card's two halves, each with its own characteristics (the card is played as one of them). */
            halves?: {
                name: string;
                manaCost: string;
                convertedManaCost: number;
                colors: string[];
                typeLine: string;
                text: string;
            }[];
        };
        SealedPool: {
            set: string;
            /** @description The pool's seed: bring it back (with the set) to see the same pool or to play it. Keep it to yourself: it tells the pool. */
            seed: string;
            boosters: {
                name: string;
                /**
                 * @description The card's rarity in the set (timeshifted: Time Spiral's TSB slot).
                 * @enum {string}
                 */
                sheet: "rare" | "uncommon" | "common" | "timeshifted";
                /**
                 * @description The slot it fills: its sheet's, or another's when that sheet offered too few cards.
                 * @enum {string}
                 */
                slot: "rare" | "uncommon" | "common" | "timeshifted";
            }[][];
            /** @description The pool's cards and how many of each, by name. */
            pool: {
                name: string;
                count: number;
            }[];
            /** @description How many offered cards of the set each sheet holds: boosters are opened from the offered cards only, so every card of a pool can be played; when more are offered the same seed opens another pool. */
            sheets: {
                rare: number;
                uncommon: number;
                common: number;
                timeshifted: number;
            };
            /** @description The 40-card deck the server builds from this pool when a sealed deck comes without a list, as a decklist to edit. */
            suggestedList: string;
        };
        /** @description A match with open seats: it starts when every seat is filled. */
        LobbyCreated: {
            id: string;
            /** @constant */
            status: "lobby";
            puzzle: boolean;
            /** @description The SHA-256 (hex) of the match's random seed, published now; the seed itself is revealed by the export once the match is over, so anyone can check the shuffles. */
            seedCommitment?: string;
            seats: {
                /** @description The seat's place in the request's `players`. */
                seat: number;
                /** @description null for an open seat: its player names himself or herself when joining. */
                name: string | null;
                team?: string;
                /** @description A seat filled by the request: its bearer token, shown only here. */
                token?: string;
                /** @description An open seat: its single-use invitation, shown only here; hand it to the seat's player, who joins with it (POST /v1/matches/{id}/join). */
                invitation?: string;
                /**
                 * @description A seat the computer plays, at this level (issue 17): it has no token.
                 * @enum {string}
                 */
                ai?: "easy" | "medium" | "hard";
            }[];
        };
        Joined: {
            id: string;
            seat: number;
            name: string;
            /** @description The seat's bearer token, shown only to the joiner, only here; none for a seat given to the computer. */
            token?: string;
            /**
             * @description The seat was given to the computer, which plays it at this level (issue 17).
             * @enum {string}
             */
            ai?: "easy" | "medium" | "hard";
            /** @description Whether this join filled the last seat and started the game. */
            started: boolean;
            /** @description The seat's player id once the game has started (seating may be random), else null: the match view's `you` gives it later. */
            player: string | null;
        };
        /** @description A finished match's whole record. */
        MatchExport: {
            id: string;
            /** @description SHA-256 (hex) of config.seed, as published when the match was created. */
            seedCommitment: string;
            /** @description The engine's createGame input: players with their decks, format, options, seed, setup. */
            config: {
                [key: string]: unknown;
            };
            /** @description Every move, in order: a player's action, or `{type: "timeOut", policy}` where the clock answered for a player (with `answer`, the computer's, when the policy is "computer"), or `{type: "undo", version}` where the players agreed to return to the position at that version (the moves it took back stay before it). */
            actions: {
                version: number;
                /** @description A player's id in this match (p1, p2, ...), in seating order. */
                player: string;
                action: {
                    [key: string]: unknown;
                };
                at: string;
            }[];
            /** @description Each priority settings change, made at `version` (applied after that version's action). */
            settings: {
                version: number;
                /** @description A player's id in this match (p1, p2, ...), in seating order. */
                player: string;
                settings: {
                    [key: string]: unknown;
                };
            }[];
            /** @description Every event, hidden ones included (`visibleTo`, `secret`). */
            events: {
                [key: string]: unknown;
            }[];
            result: {
                winners: string[];
                draw: boolean;
            };
            version: number;
            /** @description The engine's stateHash of the final state: replaying config and actions gives it. */
            stateHash: string;
            /** @description The state's hash at the end of each move (a post of several actions is one move, hashed at its last version), as recorded while the match was played: a replay gives each. */
            hashes?: {
                version: number;
                stateHash: string;
            }[];
            series?: components["schemas"]["Series"];
            /** @description Each seat's sideboard as it stood for this game, by the seat's index in config.players. */
            sideboards?: {
                [key: string]: string[];
            };
        };
        /** @description The game's place in a best-of-three match: its number and the score. The next game is the rematch (POST /v1/matches/{id}/rematch). */
        Series: {
            bestOf: 1 | 3;
            /** @description This game's number in the match, 1 for the first. */
            game: number;
            /** @description Games won so far by each player, this one included once it is over. */
            wins: {
                [key: string]: number;
            };
            /** @description Whether a player has won the match (two games of three) or every game has been played. */
            over: boolean;
            /** @description The match's winner once it is over; null while it goes on or for a drawn match. */
            winner: string | null;
            /** @description Who chose who plays this game first: the loser of the previous game (101.2); null when it was chosen at random. */
            chooser: string | null;
        };
        /** @description Who sits where; never anyone's deck. */
        Lobby: {
            id: string;
            /** @enum {string} */
            status: "lobby" | "started";
            /** @description The SHA-256 (hex) of the match's random seed, published now; the seed itself is revealed by the export once the match is over, so anyone can check the shuffles. */
            seedCommitment?: string;
            seats: {
                seat: number;
                name: string | null;
                team?: string;
                joined: boolean;
                player: string | null;
                /**
                 * @description A seat the computer plays, at this level (issue 17).
                 * @enum {string}
                 */
                ai?: "easy" | "medium" | "hard";
            }[];
            /**
             * @description The constructed format every deck must be legal in, if the match names one.
             * @enum {string}
             */
            deckFormat?: "standard" | "standard-2006-10-01" | "extended" | "legacy" | "vintage" | "onslaught-block" | "mirrodin-block" | "kamigawa-block" | "ravnica-block" | "ice-age-block" | "time-spiral-block";
            /** @description The id of this match's rematch, once a seat has asked for one (POST /v1/matches/{id}/rematch). */
            rematch?: string;
            /**
             * @description The match allows undo by consent (created with `undo: true`): whoever joins knows it.
             * @constant
             */
            undo?: true;
        };
        /** @description The match as the caller may see it: hidden cards (hands, libraries, face-down cards) only to whom the rules show them. */
        MatchView: {
            id: string;
            /** @description Post actions with this version; it moves with every accepted action. */
            version: number;
            /** @description The viewer's player id; null for a spectator. */
            you: string | null;
            /** @enum {string} */
            status: "mulligan" | "playing" | "finished";
            /** @enum {string} */
            format: "two-player" | "free-for-all" | "teams" | "two-headed-giant" | "emperor" | "grand-melee";
            options: {
                /** @enum {string} */
                attack: "multiple" | "left" | "right";
                rangeOfInfluence: number | null;
                /** @constant */
                deployCreatures?: true;
                /** @constant */
                ante?: true;
            };
            /** @description The seed or the starting position was chosen by whoever created the match, who may know every hidden card. */
            puzzle: boolean;
            winner: string | null;
            result?: {
                winners: string[];
                draw: boolean;
            };
            /** @description A player's id in this match (p1, p2, ...), in seating order. */
            startingPlayer: string;
            turn: {
                number: number;
                /** @description A player's id in this match (p1, p2, ...), in seating order. */
                activePlayer: string;
                activeTeam?: string;
                /** @enum {string} */
                phase: "beginning" | "precombatMain" | "combat" | "postcombatMain" | "end";
                step: ("untap" | "upkeep" | "draw" | "main" | "beginningOfCombat" | "declareAttackers" | "declareBlockers" | "combatDamage" | "endOfCombat" | "endOfTurn" | "cleanup") | null;
                /** @constant */
                extra?: true;
                marker?: number;
            };
            teams?: {
                name: string;
                players: string[];
                life?: number;
                /** @description A player's id in this match (p1, p2, ...), in seating order. */
                emperor?: string;
            }[];
            turnMarkers?: {
                number: number;
                /** @description A player's id in this match (p1, p2, ...), in seating order. */
                player: string;
                turns: ("normal" | "extra")[];
            }[];
            extraTurns?: string[];
            priority: string | null;
            /** @description Who owes the pending decision; GET /decision gives its options to that player. */
            decision: {
                /** @description A player's id in this match (p1, p2, ...), in seating order. */
                player: string;
                kind: components["schemas"]["DecisionKind"];
            } | null;
            players: {
                /** @description A player's id in this match (p1, p2, ...), in seating order. */
                id: string;
                name: string;
                team: string;
                /** @constant */
                emperor?: true;
                life: number;
                poison: number;
                /**
                 * @description 502.44a: a spell with epic this player controlled has resolved: he or she can't play spells for the rest of the game.
                 * @constant
                 */
                epic?: true;
                manaPool: {
                    [key: string]: number;
                };
                /** @description The mana in the pool that snow sources produced (it can pay {S}), as mana symbols. */
                snowMana?: string;
                handCount: number;
                libraryCount: number;
                /** @description The top card of the library, when the player plays with it revealed (Future Sight, Lantern of Insight): everyone sees it. A card in a library is no object, so it has no id. */
                libraryTop?: {
                    name: string;
                    /** @description 505.1: a split card's two halves, by name (it is played as one of them). */
                    halves?: string[];
                };
                /** @description Only for the viewer (and teammates who may review it, 609.6). */
                hand?: {
                    /** @description An object's id (a card or a token); it changes when the object changes zones (217.1c). */
                    id: string;
                    name: string;
                    /** @description 505.1: a split card's two halves, by name (it is played as one of them). */
                    halves?: string[];
                }[];
                graveyard: {
                    /** @description An object's id (a card or a token); it changes when the object changes zones (217.1c). */
                    id: string;
                    name: string;
                    /** @description 505.1: a split card's two halves, by name (it is played as one of them). */
                    halves?: string[];
                }[];
                ante?: {
                    /** @description An object's id (a card or a token); it changes when the object changes zones (217.1c). */
                    id: string;
                    name: string;
                    /** @description 505.1: a split card's two halves, by name (it is played as one of them). */
                    halves?: string[];
                }[];
                landsPlayedThisTurn: number;
                mulligans: number;
                /** @enum {string} */
                outcome: "playing" | "won" | "lost" | "drew";
                autoPass: boolean;
                stops: "everywhere" | ("untap" | "upkeep" | "draw" | "main" | "beginningOfCombat" | "declareAttackers" | "declareBlockers" | "combatDamage" | "endOfCombat" | "endOfTurn" | "cleanup")[];
                /**
                 * @description The player passes until the end of this turn or until his or her next turn, unless something is put on the stack.
                 * @enum {string}
                 */
                passUntil?: "endOfTurn" | "myNextTurn";
                inRange?: string[];
            }[];
            /** @description The permanents in play (217.6), with their characteristics after every effect (418). */
            play: {
                /** @description An object's id (a card or a token); it changes when the object changes zones (217.1c). */
                id: string;
                name: string;
                /**
                 * @description 504: a face-down permanent; `card` names it for its controller only.
                 * @constant
                 */
                faceDown?: true;
                card?: string;
                /** @description A player's id in this match (p1, p2, ...), in seating order. */
                owner: string;
                /** @description A player's id in this match (p1, p2, ...), in seating order. */
                controller: string;
                types: string[];
                subtypes: string[];
                power?: number;
                toughness?: number;
                keywords: string[];
                /** @description The keywords as printed words ("first strike"). */
                keywordText: string[];
                restrictions: string[];
                tapped: boolean;
                damage: number;
                /** @description Counters by kind ("+1/+1", "time", "ki"). */
                counters: {
                    [key: string]: number;
                };
                /** @constant */
                token?: true;
                /** @description An object's id (a card or a token); it changes when the object changes zones (217.1c). */
                attachedTo?: string;
                /** @description What was chosen as it came into play (a color, a creature type, a card's name). */
                chosen?: string;
                /** @description 419.1b: the opponent chosen as it came into play (Booby Trap). */
                chosenPlayer?: string;
                /** @description 502.34: the cards imprinted on it (removed from the game face up; in `removed`). */
                imprinted?: string[];
                /**
                 * @description 508.3: a flip card turned to its other half (its name, text, type line and P/T are that half's).
                 * @constant
                 */
                flipped?: true;
                summoningSick: boolean;
            }[];
            /** @description The stack, bottom first (217.9). */
            stack: {
                /** @description An object's id (a card or a token); it changes when the object changes zones (217.1c). */
                id: string;
                /** @description A spell's card name (empty for a face-down spell). */
                name?: string;
                /**
                 * @description 504: a face-down spell; `card` names it for its controller only.
                 * @constant
                 */
                faceDown?: true;
                card?: string;
                /** @description An ability's text. */
                text?: string;
                /** @description A player's id in this match (p1, p2, ...), in seating order. */
                controller: string;
                targets: components["schemas"]["Target"][];
                /** @description An ability's source as it last existed (its name, and the card it is when it was a copy). */
                source?: {
                    /** @description An object's id (a card or a token); it changes when the object changes zones (217.1c). */
                    id: string;
                    name: string;
                    card?: string;
                };
                /** @description 409.1b: the announced X. */
                x?: number;
                /** @description How many permanents were sacrificed to pay its cost. */
                sacrificed?: number;
                /** @description 409.1d: how damage or counters are divided among its targets, in order. */
                division?: number[];
                /** @description 409.1a: the chosen mode. */
                mode?: number;
                /**
                 * @description 503.10: a copy of a spell.
                 * @constant
                 */
                copy?: true;
                /** @constant */
                buyback?: true;
                /** @description 502.40a: the cards spliced onto it. */
                spliced?: string[];
                /** @description 502.52a: times its replicate cost was paid. */
                replicated?: number;
                /** @description 310 (this edition): combat damage on the stack, each assignment with its source, recipient and amount. */
                combatDamage?: {
                    [key: string]: unknown;
                }[];
            }[];
            removed: {
                /** @description An object's id (a card or a token); it changes when the object changes zones (217.1c). */
                id: string;
                name: string;
                /** @description A player's id in this match (p1, p2, ...), in seating order. */
                owner: string;
                /** @description Counters by kind ("+1/+1", "time", "ki"). */
                counters: {
                    [key: string]: number;
                };
                /** @description An object's id (a card or a token); it changes when the object changes zones (217.1c). */
                haunting?: string;
            }[];
            combat: {
                attackers: {
                    /** @description An object's id (a card or a token); it changes when the object changes zones (217.1c). */
                    attacker: string;
                    /** @description A player's id in this match (p1, p2, ...), in seating order. */
                    defender: string;
                }[];
                blocks: {
                    /** @description An object's id (a card or a token); it changes when the object changes zones (217.1c). */
                    blocker: string;
                    /** @description An object's id (a card or a token); it changes when the object changes zones (217.1c). */
                    attacker: string;
                }[];
                /** @enum {string} */
                damageStep?: "first strike" | "regular";
                mustBlock?: {
                    /** @description An object's id (a card or a token); it changes when the object changes zones (217.1c). */
                    blocker: string;
                    /** @description An object's id (a card or a token); it changes when the object changes zones (217.1c). */
                    attacker: string;
                }[];
            } | null;
            /** @description Triggered abilities waiting to be put on the stack (410.3). */
            triggered: {
                id: string;
                /** @description A player's id in this match (p1, p2, ...), in seating order. */
                controller: string;
                /** @description An ability's source as it last existed (its name, and the card it is when it was a copy). */
                source: {
                    /** @description An object's id (a card or a token); it changes when the object changes zones (217.1c). */
                    id: string;
                    name: string;
                    card?: string;
                };
                text: string;
            }[];
            playing: {
                /** @description A player's id in this match (p1, p2, ...), in seating order. */
                player: string;
                /** @description An object's id (a card or a token); it changes when the object changes zones (217.1c). */
                object: string;
                /** @enum {string} */
                stage: "mode" | "x" | "targets" | "payment";
                cost: string;
            } | null;
            /** @description The match's clock, when it was created with one (times in seconds). */
            clock?: {
                perDecision?: number;
                reserve?: number;
                increment?: number;
                /** @enum {string} */
                onTimeout: "defaultAnswer" | "loss" | "computer";
                /**
                 * @description With onTimeout "computer": the level of the computer that answers for a player out of time (issue 17).
                 * @enum {string}
                 */
                computer?: "easy" | "medium" | "hard";
                /** @description When the pending decision started to be owed (ISO 8601). */
                since: string;
                /** @description When its time runs out (ISO 8601); null once the game is over. */
                deadline: string | null;
                /** @description With a reserve: each player's seconds left, the pending player's counted down to now. */
                remaining?: {
                    [key: string]: number;
                };
            };
            /** @description In a best-of-three match: this game's number and the score. */
            series?: components["schemas"]["Series"];
            /**
             * @description The match was created with `undo: true`: a player may ask to take back his or her last post (POST /v1/matches/{id}/undo).
             * @constant
             */
            undoAllowed?: true;
            /** @description A pending request to take back a player's last post (a match created with `undo: true`): the other players answer it with POST /v1/matches/{id}/undo/answer. */
            undo?: components["schemas"]["UndoRequest"];
        };
        /**
         * @description What kind of answer the decision expects; `options` lists the answers.
         * @enum {string}
         */
        DecisionKind: "mulligan" | "priority" | "mode" | "x" | "targets" | "payment" | "attackers" | "blockers" | "combatDamage" | "blockerDamage" | "discard" | "orderTriggers" | "reveal" | "triggerTargets" | "replacement" | "choose" | "copy" | "newTarget" | "may" | "unlessPays" | "untap" | "changeText" | "openingHand" | "returnAnyNumber" | "search" | "ripple" | "sacrifice" | "payLifeOrTapped" | "chooseSource" | "chooseFromHand" | "orderTop" | "putFromHand" | "handToTop" | "revealFromHand" | "chooseTop" | "returnChosen" | "scry" | "imprint" | "othersMayPayLife" | "untapChosen" | "untapType";
        Target: {
            /** @description A player's id in this match (p1, p2, ...), in seating order. */
            player: string;
        } | {
            /** @description An object's id (a card or a token); it changes when the object changes zones (217.1c). */
            object: string;
        };
        UndoRequest: {
            /** @description Who asks to take back his or her last post. */
            by: string;
            /** @description The match's version when it was asked: any move after it withdraws the request. */
            version: number;
            /** @description The version the match returns to: the position before the post taken back. */
            restores: number;
            /** @description The versions taken back: the asker's post and every move after it. They stay in the record. */
            takesBack: {
                from: number;
                to: number;
            };
            /** @description When it was asked (ISO 8601). */
            askedAt: string;
            /** @description Each player whose consent is asked (every other player still in the game but the computer's seats, which agree at once), and whether he or she has accepted. */
            answers: {
                [key: string]: "pending" | "accepted";
            };
        };
        Decision: {
            version: number;
            /** @description Who owes the decision (null once the game is over). */
            player: string | null;
            /** @description null when the caller owes nothing: `prompt` says whom the game waits for. */
            kind: components["schemas"]["DecisionKind"] | null;
            /** @description The question, in plain English. */
            prompt: string;
            /** @description Every answer, complete: post one as the action. Choices among many combinations are described in `details` instead of listed. */
            options: components["schemas"]["Option"][];
            /** @description For a choice among combinations (attackers, blockers, orders, cards): the candidates and the limits an answer must respect. */
            details?: {
                [key: string]: unknown;
            };
            /**
             * @description Present when `options` lists only some of the answers (at most 200): any answer built from `details` within its limits may be posted.
             * @constant
             */
            truncated?: true;
            /** @description When the pending decision started to be owed (ISO 8601); null once the game is over or for a match stored before times. */
            since?: string | null;
            /** @description When the pending decision's time runs out under the match's clock (ISO 8601); null without a clock. */
            deadline?: string | null;
        };
        /** @description An action the caller may post, with its label. */
        Option: {
            /** @constant */
            type: "keep";
            /** @description What the option does, in plain English. */
            label: string;
        } | {
            /** @constant */
            type: "mulligan";
            /** @description What the option does, in plain English. */
            label: string;
        } | {
            /** @constant */
            type: "pass";
            /** @description What the option does, in plain English. */
            label: string;
        } | {
            /** @constant */
            type: "playLand";
            card: string;
            /** @description What the option does, in plain English. */
            label: string;
        } | {
            /** @constant */
            type: "playSpell";
            card: string;
            alternative?: {
                remove: string[];
            } | {
                source: string;
            } | {
                mana: string;
            };
            costs?: {
                sacrifice: string;
            } | {
                discard: string;
            } | {
                mana: string;
            } | {
                sacrificeAnyNumber: string[];
            } | {
                returnToHand: string[];
            } | {
                tapUntapped: string[];
            } | {
                reveal: string[];
            } | {
                sacrificeMany: string[];
            } | {
                removeFromGraveyard: string[];
            };
            /** @constant */
            buyback?: true;
            /** @constant */
            faceDown?: true;
            splice?: string[];
            convoke?: string[];
            replicate?: number;
            offering?: string;
            half?: string;
            kicker?: string[];
            /** @description What the option does, in plain English. */
            label: string;
        } | {
            /** @constant */
            type: "turnFaceUp";
            card: string;
            mana: string;
            /** @description What the option does, in plain English. */
            label: string;
        } | {
            /** @constant */
            type: "suspend";
            card: string;
            mana: string;
            /** @description What the option does, in plain English. */
            label: string;
        } | {
            /** @constant */
            type: "playAbility";
            source: string;
            ability: number;
            costs?: {
                sacrifice: string;
            } | {
                discard: string;
            } | {
                mana: string;
            } | {
                sacrificeAnyNumber: string[];
            } | {
                returnToHand: string[];
            } | {
                tapUntapped: string[];
            } | {
                reveal: string[];
            } | {
                sacrificeMany: string[];
            } | {
                removeFromGraveyard: string[];
            };
            /** @enum {string} */
            mana?: "W" | "U" | "B" | "R" | "G" | "C";
            paid?: string;
            /** @description What the option does, in plain English. */
            label: string;
        } | {
            /** @constant */
            type: "chooseMode";
            mode: number;
            /** @description What the option does, in plain English. */
            label: string;
        } | {
            /** @constant */
            type: "chooseX";
            value: number;
            /** @description What the option does, in plain English. */
            label: string;
        } | {
            /** @constant */
            type: "chooseTargets";
            targets: ({
                player: string;
            } | {
                object: string;
            })[];
            division?: number[];
            /** @description What the option does, in plain English. */
            label: string;
        } | {
            /** @constant */
            type: "payMana";
            mana: string;
            /** @description What the option does, in plain English. */
            label: string;
        } | {
            /** @constant */
            type: "autoPay";
            /** @description What the option does, in plain English. */
            label: string;
        } | {
            /** @constant */
            type: "cancel";
            /** @description What the option does, in plain English. */
            label: string;
        } | {
            /** @constant */
            type: "declareAttackers";
            attackers: {
                attacker: string;
                defender: string;
            }[];
            /** @description What the option does, in plain English. */
            label: string;
        } | {
            /** @constant */
            type: "declareBlockers";
            blocks: {
                blocker: string;
                attacker: string;
            }[];
            /** @description What the option does, in plain English. */
            label: string;
        } | {
            /** @constant */
            type: "assignCombatDamage";
            attacker: string;
            division: {
                blocker: string;
                amount: number;
            }[];
            toPlayer?: number;
            /** @description What the option does, in plain English. */
            label: string;
        } | {
            /** @constant */
            type: "assignBlockerDamage";
            blocker: string;
            division: {
                attacker: string;
                amount: number;
            }[];
            /** @description What the option does, in plain English. */
            label: string;
        } | {
            /** @constant */
            type: "discard";
            cards: string[];
            /** @description What the option does, in plain English. */
            label: string;
        } | {
            /** @constant */
            type: "orderTriggers";
            order: string[];
            /** @description What the option does, in plain English. */
            label: string;
        } | {
            /** @constant */
            type: "reveal";
            cards: string[];
            /** @description What the option does, in plain English. */
            label: string;
        } | {
            /** @constant */
            type: "chooseReplacement";
            replacement: string;
            /** @description What the option does, in plain English. */
            label: string;
        } | {
            /** @constant */
            type: "choose";
            choice: string;
            /** @description What the option does, in plain English. */
            label: string;
        } | {
            /** @constant */
            type: "chooseCopy";
            object: string | null;
            attachTo?: string;
            /** @description What the option does, in plain English. */
            label: string;
        } | {
            /** @constant */
            type: "chooseNewTarget";
            target: {
                player: string;
            } | {
                object: string;
            };
            /** @description What the option does, in plain English. */
            label: string;
        } | {
            /** @constant */
            type: "may";
            accept: boolean;
            /** @description What the option does, in plain English. */
            label: string;
        } | {
            /** @constant */
            type: "decline";
            /** @description What the option does, in plain English. */
            label: string;
        } | {
            /** @constant */
            type: "chooseUntap";
            keepTapped: string[];
            /** @description What the option does, in plain English. */
            label: string;
        } | {
            /** @constant */
            type: "beginInPlay";
            cards: string[];
            /** @description What the option does, in plain English. */
            label: string;
        } | {
            /** @constant */
            type: "search";
            cards: string[];
            /** @description What the option does, in plain English. */
            label: string;
        } | {
            /** @constant */
            type: "returnAnyNumber";
            objects: string[];
            /** @description What the option does, in plain English. */
            label: string;
        } | {
            /** @constant */
            type: "untapChosen";
            objects: string[];
            /** @description What the option does, in plain English. */
            label: string;
        } | {
            /** @constant */
            type: "ripple";
            play: number;
            bottom: string[];
            /** @description What the option does, in plain English. */
            label: string;
        } | {
            /** @constant */
            type: "sacrifice";
            objects: string[];
            /** @description What the option does, in plain English. */
            label: string;
        } | {
            /** @constant */
            type: "chooseSource";
            source: string;
            /** @description What the option does, in plain English. */
            label: string;
        } | {
            /** @constant */
            type: "chooseCard";
            card: string | null;
            /** @description What the option does, in plain English. */
            label: string;
        } | {
            /** @constant */
            type: "orderTop";
            order: number[];
            /** @description What the option does, in plain English. */
            label: string;
        } | {
            /** @constant */
            type: "scry";
            top: number[];
            bottom: number[];
            /** @description What the option does, in plain English. */
            label: string;
        } | {
            /** @constant */
            type: "chooseTop";
            position: number;
            /** @description What the option does, in plain English. */
            label: string;
        } | {
            /** @constant */
            type: "returnChosen";
            object: string;
            /** @description What the option does, in plain English. */
            label: string;
        } | {
            /** @constant */
            type: "concede";
            /** @description What the option does, in plain English. */
            label: string;
        };
        Suggestion: {
            version: number;
            /** @description A player's id in this match (p1, p2, ...), in seating order. */
            player: string;
            /** @description The kind of decision the caller owes; null when the caller owes nothing. */
            kind: components["schemas"]["DecisionKind"] | null;
            /** @description What the computer would answer, from the caller's view only: post it as the action if you agree (null when the caller owes nothing). */
            action: components["schemas"]["Option"] | null;
        };
        ActionReply: {
            version: number;
            events: components["schemas"]["Event"][];
            view: components["schemas"]["MatchView"] | components["schemas"]["ReplayedMatchView"];
        };
        /** @description One thing that happened, as the caller may see it. */
        Event: {
            seq: number;
            type: string;
            /** @description Plain English, as it reads in the game log. */
            text: string;
            data: {
                [key: string]: unknown;
            };
            /** @description When it happened (ISO 8601); absent for events stored before times. */
            at?: string;
        };
        /** @description The view of a reply given by an earlier release of the API and repeated for its Idempotency-Key: the fields of that release. */
        ReplayedMatchView: {
            [key: string]: unknown;
        };
        UndoReply: {
            version: number;
            /**
             * @description pending: other players have still to answer; accepted: the match has returned to `undo.restores`, as a new version; refused: the request is over.
             * @enum {string}
             */
            status: "pending" | "accepted" | "refused";
            undo: components["schemas"]["UndoRequest"];
            /** @description The undo's event once accepted (every seat sees it); empty otherwise. */
            events: components["schemas"]["Event"][];
            view: components["schemas"]["MatchView"];
        };
        WebhookCreated: {
            id: string;
            url: string;
            createdAt: string;
            /** @description `whsec_` and the base64 of 32 random bytes: the HMAC-SHA256 key of every delivery's `webhook-signature`, shown only here. */
            secret: string;
            events: components["schemas"]["WebhookEvent"][];
        };
        /**
         * @description match.started (a player key's webhooks only): a match of the key has started, its last open seat filled; decision.pending: the seat owes a decision someone else's move (or the clock) handed it; deadline.near: its time runs out within the hour (or a quarter of the decision's time); match.finished: the match is over.
         * @enum {string}
         */
        WebhookEvent: "match.started" | "decision.pending" | "deadline.near" | "match.finished";
        WebhookLog: {
            webhooks: {
                id: string;
                url: string;
                createdAt: string;
            }[];
            /** @description The latest 100 deliveries, newest first. */
            deliveries: {
                /** @description The delivery's `webhook-id` (the same on every attempt). */
                id: string;
                webhook: string;
                type: components["schemas"]["WebhookEvent"];
                /** @enum {string} */
                status: "pending" | "delivered" | "failed";
                attempts: number;
                /** @description The receiver's HTTP status at the last attempt; null when it did not answer. */
                lastStatus: number | null;
                lastError: string | null;
                createdAt: string;
                deliveredAt: string | null;
                /** @description When a pending delivery is tried again (ISO 8601). */
                nextAttempt: string | null;
            }[];
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    health: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Up. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                    };
                };
            };
            /** @description The server failed to answer. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listCards: {
        parameters: {
            query?: {
                set?: string;
                q?: string;
                type?: string;
                color?: string;
                cmc?: number;
                limit?: number;
                after?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of cards. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total: number;
                        cards: components["schemas"]["Card"][];
                        next: string | null;
                        /** @description The preset decks, by the name a match or /decks/validate accepts, with their lists. */
                        presetDecks: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not modified. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is well-formed JSON but breaks a rule of the API (`errors`) or of the game (`rule`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The server failed to answer. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getCard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The card's English name. */
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The card. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Card"];
                };
            };
            /** @description Not modified. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such match, card or route. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The server failed to answer. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listSets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sets. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sets: {
                            code: string;
                            name: string;
                            releaseDate: string;
                            /** @description Printed by October 2006: in the card pool. */
                            pool: boolean;
                            cards: number;
                            offered: number;
                        }[];
                    };
                };
            };
            /** @description Not modified. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The server failed to answer. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    validateDeck: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description A preset's name or a decklist, or a sealed deck ({ sealed, seed, list? }): its list is checked against its pool (100.2b), and without a list the answer is the deck the server builds from the pool. */
                    deck: string | components["schemas"]["SealedDeck"];
                    /**
                     * @description Also check the deck against a constructed format of October 2006: its sets and its banned and restricted lists.
                     * @enum {string}
                     */
                    format?: "standard" | "standard-2006-10-01" | "extended" | "legacy" | "vintage" | "onslaught-block" | "mirrodin-block" | "kamigawa-block" | "ravnica-block" | "ice-age-block" | "time-spiral-block";
                };
            };
        };
        responses: {
            /** @description The deck's cards, or its problems. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        main: number;
                        sideboard: number;
                        cards: {
                            name: string;
                            count: number;
                        }[];
                        sideboardCards: {
                            name: string;
                            count: number;
                        }[];
                    } | {
                        /** @constant */
                        ok: false;
                        problems: {
                            [key: string]: unknown;
                        }[];
                    };
                };
            };
            /** @description The request is malformed (not JSON, a bad header or query). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is larger than 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is well-formed JSON but breaks a rule of the API (`errors`) or of the game (`rule`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The server failed to answer. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getSealedPool: {
        parameters: {
            query?: {
                seed?: string;
            };
            header?: never;
            path: {
                /** @description A set code of the card pool (TSP's boosters carry its timeshifted cards). */
                set: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pool. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SealedPool"];
                };
            };
            /** @description No such match, card or route. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is well-formed JSON but breaks a rule of the API (`errors`) or of the game (`rule`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The server failed to answer. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createMatch: {
        parameters: {
            query?: never;
            header?: {
                /** @description A player key (POST /v1/players/keys): the seats taken with it are listed by GET /v1/players/me/matches. */
                "x-player-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    format?: "two-player" | "free-for-all" | "teams" | "grand-melee" | "two-headed-giant" | "emperor";
                    /**
                     * @description A constructed format of October 2006 every deck must be legal in (its sets, banned and restricted lists), joiners' decks included.
                     * @enum {string}
                     */
                    deckFormat?: "standard" | "standard-2006-10-01" | "extended" | "legacy" | "vintage" | "onslaught-block" | "mirrodin-block" | "kamigawa-block" | "ravnica-block" | "ice-age-block" | "time-spiral-block";
                    options?: {
                        attackMultiplePlayers?: boolean;
                        attackLeft?: boolean;
                        attackRight?: boolean;
                        rangeOfInfluence?: number;
                        ante?: boolean;
                        deployCreatures?: boolean;
                    };
                    players: {
                        name?: string;
                        deck?: string | components["schemas"]["SealedDeck"];
                        team?: string;
                        emperor?: boolean;
                        /** @constant */
                        open?: true;
                        /**
                         * @description easy: a cheap aggressive policy; medium: heuristics; hard: a search over the hidden cards (Monte Carlo).
                         * @enum {string}
                         */
                        ai?: "easy" | "medium" | "hard";
                    }[];
                    clock?: {
                        /** @description Seconds each decision may take (60 to 1,209,600). */
                        perDecision?: number;
                        /** @description Seconds each player has for all of his or her decisions (60 to 1,209,600)... */
                        reserve?: number;
                        /** @description ...and the seconds each of his or her moves adds back (with `reserve` only). */
                        increment?: number;
                        /**
                         * @description When time runs out: the default answer (pass, keep, no attackers, no blockers, the fewest cards, decline, back out of a spell being played), the loss of the game, or the computer's answer from the player's own view (issue 17: at the level `computer` names).
                         * @default defaultAnswer
                         * @enum {string}
                         */
                        onTimeout?: "defaultAnswer" | "loss" | "computer";
                        /**
                         * @description With onTimeout "computer": how well the computer answers for a player out of time (medium unless given).
                         * @enum {string}
                         */
                        computer?: "easy" | "medium" | "hard";
                    };
                    /** @description 3: a best-of-three match of two players (two-player format): the next game is each game's rematch, with sideboarding between games and the loser of a game choosing who plays the next first. Default 1. */
                    bestOf?: 1 | 3;
                    /** @description true: a player may ask to take back his or her last post while no hidden information has been revealed since, and the match returns to the position before it if every other player still in the game accepts (POST /v1/matches/{id}/undo). Off by default; a rematch keeps it. */
                    undo?: boolean;
                    seed?: string;
                    setup?: {
                        players: {
                            life?: number;
                            library?: string[];
                            hand?: string[];
                            graveyard?: string[];
                            play?: (string | {
                                card: string;
                                tapped?: boolean;
                                summoningSick?: boolean;
                                damage?: number;
                                counters?: {
                                    [key: string]: number;
                                };
                            })[];
                            manaPool?: {
                                W?: number;
                                U?: number;
                                B?: number;
                                R?: number;
                                G?: number;
                                C?: number;
                            };
                            landsPlayed?: number;
                            autoPass?: boolean;
                            stops?: "everywhere" | ("untap" | "upkeep" | "draw" | "main" | "beginningOfCombat" | "declareAttackers" | "declareBlockers" | "combatDamage" | "endOfCombat" | "endOfTurn" | "cleanup")[];
                        }[];
                        turn?: number;
                        active?: number;
                        /** @enum {string} */
                        step?: "untap" | "upkeep" | "draw" | "main" | "beginningOfCombat" | "declareAttackers" | "declareBlockers" | "combatDamage" | "endOfCombat" | "endOfTurn" | "cleanup";
                        /** @enum {string} */
                        phase?: "precombatMain" | "postcombatMain";
                    };
                };
            };
        };
        responses: {
            /** @description Created: the match, or its lobby when some seats are open. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @description The SHA-256 (hex) of the match's random seed, published now; the seed itself is revealed by the export once the match is over, so anyone can check the shuffles. */
                        seedCommitment?: string;
                        version: number;
                        puzzle: boolean;
                        seats: {
                            /** @description A player's id in this match (p1, p2, ...), in seating order. */
                            player: string;
                            name: string;
                            team: string;
                            /** @description The seat's bearer token, shown only here: hand each player their own. A computer seat has none. */
                            token?: string;
                            /**
                             * @description The seat the computer plays, at this level (issue 17).
                             * @enum {string}
                             */
                            ai?: "easy" | "medium" | "hard";
                        }[];
                    } | components["schemas"]["LobbyCreated"];
                };
            };
            /** @description The request is malformed (not JSON, a bad header or query). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is larger than 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is well-formed JSON but breaks a rule of the API (`errors`) or of the game (`rule`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The server failed to answer. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    joinMatch: {
        parameters: {
            query?: never;
            header?: {
                /** @description A player key (POST /v1/players/keys): the seats taken with it are listed by GET /v1/players/me/matches. */
                "x-player-key"?: string;
            };
            path: {
                /** @description The match's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description The seat's invitation, as the match's creator received it. */
                    invitation: string;
                    name: string;
                    deck: string | components["schemas"]["SealedDeck"];
                    /**
                     * @description Give the open seat to the computer, at this level, instead of taking it: the reply then carries no token.
                     * @enum {string}
                     */
                    ai?: "easy" | "medium" | "hard";
                };
            };
        };
        responses: {
            /** @description Joined. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Joined"];
                };
            };
            /** @description The request is malformed (not JSON, a bad header or query). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller's seat does not owe this decision (or the invitation is not one of the match's open seats). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such match, card or route. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The version posted is not the match's (`currentVersion` gives it): read the match and decide again. Or the match has not started (some seats still wait for their players), or, for its export, is not over. Or an undo asked or answered at the wrong moment (`undo-conflict`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is larger than 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is well-formed JSON but breaks a rule of the API (`errors`) or of the game (`rule`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The server failed to answer. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    exportMatch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The match's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MatchExport"];
                };
            };
            /** @description No such match, card or route. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The version posted is not the match's (`currentVersion` gives it): read the match and decide again. Or the match has not started (some seats still wait for their players), or, for its export, is not over. Or an undo asked or answered at the wrong moment (`undo-conflict`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The server failed to answer. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getLobby: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The match's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The lobby. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Lobby"];
                };
            };
            /** @description No such match, card or route. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The server failed to answer. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getMatch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The match's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The view. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MatchView"];
                };
            };
            /** @description Not modified. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The bearer token is missing, malformed or unknown. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such match, card or route. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The version posted is not the match's (`currentVersion` gives it): read the match and decide again. Or the match has not started (some seats still wait for their players), or, for its export, is not over. Or an undo asked or answered at the wrong moment (`undo-conflict`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The server failed to answer. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getDecision: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The match's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The decision (kind null when the caller owes nothing). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Decision"];
                };
            };
            /** @description Not modified. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The bearer token is missing, malformed or unknown. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such match, card or route. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The version posted is not the match's (`currentVersion` gives it): read the match and decide again. Or the match has not started (some seats still wait for their players), or, for its export, is not over. Or an undo asked or answered at the wrong moment (`undo-conflict`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The server failed to answer. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getSuggestion: {
        parameters: {
            query?: {
                level?: "easy" | "medium" | "hard";
            };
            header?: never;
            path: {
                /** @description The match's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The suggestion (action null when the caller owes nothing). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Suggestion"];
                };
            };
            /** @description The request is malformed (not JSON, a bad header or query). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The bearer token is missing, malformed or unknown. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such match, card or route. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The version posted is not the match's (`currentVersion` gives it): read the match and decide again. Or the match has not started (some seats still wait for their players), or, for its export, is not over. Or an undo asked or answered at the wrong moment (`undo-conflict`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The server failed to answer. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postAction: {
        parameters: {
            query?: never;
            header?: {
                /** @description A repeat of an accepted post with the same key answers what it answered. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description The match's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ActionPost"];
            };
        };
        responses: {
            /** @description Accepted: the new version, the events the caller may see, and the caller's view. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionReply"];
                };
            };
            /** @description The request is malformed (not JSON, a bad header or query). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The bearer token is missing, malformed or unknown. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller's seat does not owe this decision (or the invitation is not one of the match's open seats). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such match, card or route. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The version posted is not the match's (`currentVersion` gives it): read the match and decide again. Or the match has not started (some seats still wait for their players), or, for its export, is not over. Or an undo asked or answered at the wrong moment (`undo-conflict`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is larger than 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is well-formed JSON but breaks a rule of the API (`errors`) or of the game (`rule`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many settings changes between two moves of the game. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The server failed to answer. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    putSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The match's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    stops?: "everywhere" | ("untap" | "upkeep" | "draw" | "main" | "beginningOfCombat" | "declareAttackers" | "declareBlockers" | "combatDamage" | "endOfCombat" | "endOfTurn" | "cleanup")[];
                    autoPass?: boolean;
                    /** @description Pass wherever the game would stop, until the end of this turn or until your next turn begins; the first spell or ability put on the stack after this ends it. null cancels. */
                    passUntil?: ("endOfTurn" | "myNextTurn") | null;
                };
            };
        };
        responses: {
            /** @description The settings now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        version: number;
                        settings: {
                            autoPass: boolean;
                            stops: "everywhere" | ("untap" | "upkeep" | "draw" | "main" | "beginningOfCombat" | "declareAttackers" | "declareBlockers" | "combatDamage" | "endOfCombat" | "endOfTurn" | "cleanup")[];
                            passUntil: ("endOfTurn" | "myNextTurn") | null;
                        };
                    };
                };
            };
            /** @description The request is malformed (not JSON, a bad header or query). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The bearer token is missing, malformed or unknown. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller's seat does not owe this decision (or the invitation is not one of the match's open seats). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such match, card or route. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The version posted is not the match's (`currentVersion` gives it): read the match and decide again. Or the match has not started (some seats still wait for their players), or, for its export, is not over. Or an undo asked or answered at the wrong moment (`undo-conflict`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is larger than 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is well-formed JSON but breaks a rule of the API (`errors`) or of the game (`rule`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many settings changes between two moves of the game. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The server failed to answer. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listEvents: {
        parameters: {
            query?: {
                after?: number;
                limit?: number;
            };
            header?: never;
            path: {
                /** @description The match's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of events. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        version: number;
                        events: components["schemas"]["Event"][];
                        /** @description Pass as `after` for the next page; null at the end. */
                        next: number | null;
                    };
                };
            };
            /** @description Not modified. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed (not JSON, a bad header or query). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The bearer token is missing, malformed or unknown. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such match, card or route. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The version posted is not the match's (`currentVersion` gives it): read the match and decide again. Or the match has not started (some seats still wait for their players), or, for its export, is not over. Or an undo asked or answered at the wrong moment (`undo-conflict`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The server failed to answer. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    rematch: {
        parameters: {
            query?: never;
            header?: {
                /** @description A player key (POST /v1/players/keys): the seats taken with it are listed by GET /v1/players/me/matches. */
                "x-player-key"?: string;
            };
            path: {
                /** @description The match's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description A preset name or a decklist (with its sideboard), or a sealed deck (the same pool: set and seed); without it the seat keeps the deck it played. Between the games of a best-of-three match: the same cards as before, deck and sideboard together (sideboarding swaps cards between them). */
                    deck?: string | components["schemas"]["SealedDeck"];
                    /**
                     * @description From the loser of the finished game only (101.2: in a match of several games, the loser of the previous game chooses who plays first): whether he or she plays the next game first (the default) or second. Two-player games only.
                     * @enum {string}
                     */
                    play?: "first" | "second";
                };
            };
        };
        responses: {
            /** @description The caller's seat in the rematch. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Joined"];
                };
            };
            /** @description The request is malformed (not JSON, a bad header or query). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The bearer token is missing, malformed or unknown. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller's seat does not owe this decision (or the invitation is not one of the match's open seats). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such match, card or route. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The version posted is not the match's (`currentVersion` gives it): read the match and decide again. Or the match has not started (some seats still wait for their players), or, for its export, is not over. Or an undo asked or answered at the wrong moment (`undo-conflict`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is larger than 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is well-formed JSON but breaks a rule of the API (`errors`) or of the game (`rule`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The server failed to answer. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    forkMatch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The match's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description The version of the match to start from: the position after that move (0: the start of the game). By default the match's current version. */
                    version?: number;
                };
            };
        };
        responses: {
            /** @description The fork: its seats' tokens, shown only here. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @description The SHA-256 (hex) of the match's random seed, published now; the seed itself is revealed by the export once the match is over, so anyone can check the shuffles. */
                        seedCommitment?: string;
                        version: number;
                        puzzle: boolean;
                        seats: {
                            /** @description A player's id in this match (p1, p2, ...), in seating order. */
                            player: string;
                            name: string;
                            team: string;
                            /** @description The seat's bearer token, shown only here: hand each player their own. A computer seat has none. */
                            token?: string;
                            /**
                             * @description The seat the computer plays, at this level (issue 17).
                             * @enum {string}
                             */
                            ai?: "easy" | "medium" | "hard";
                        }[];
                    };
                };
            };
            /** @description The request is malformed (not JSON, a bad header or query). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such match, card or route. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The version posted is not the match's (`currentVersion` gives it): read the match and decide again. Or the match has not started (some seats still wait for their players), or, for its export, is not over. Or an undo asked or answered at the wrong moment (`undo-conflict`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is larger than 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is well-formed JSON but breaks a rule of the API (`errors`) or of the game (`rule`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The server failed to answer. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    askUndo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The match's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description A version the caller's last post made (its reply's `version`): the undo is refused when that version is not the caller's last action. By default the caller's last post. */
                    version?: number;
                };
            };
        };
        responses: {
            /** @description The request, pending or (when nobody else has to consent) already accepted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UndoReply"];
                };
            };
            /** @description The request is malformed (not JSON, a bad header or query). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The bearer token is missing, malformed or unknown. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller's seat does not owe this decision (or the invitation is not one of the match's open seats). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such match, card or route. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The version posted is not the match's (`currentVersion` gives it): read the match and decide again. Or the match has not started (some seats still wait for their players), or, for its export, is not over. Or an undo asked or answered at the wrong moment (`undo-conflict`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is larger than 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is well-formed JSON but breaks a rule of the API (`errors`) or of the game (`rule`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The server failed to answer. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    answerUndo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The match's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /**
                     * @description accept: the match may return to the position before the asker's post (once every other player still in the game has accepted); refuse: the request ends.
                     * @enum {string}
                     */
                    answer: "accept" | "refuse";
                };
            };
        };
        responses: {
            /** @description The request after the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UndoReply"];
                };
            };
            /** @description The request is malformed (not JSON, a bad header or query). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The bearer token is missing, malformed or unknown. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller's seat does not owe this decision (or the invitation is not one of the match's open seats). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such match, card or route. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The version posted is not the match's (`currentVersion` gives it): read the match and decide again. Or the match has not started (some seats still wait for their players), or, for its export, is not over. Or an undo asked or answered at the wrong moment (`undo-conflict`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is larger than 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is well-formed JSON but breaks a rule of the API (`errors`) or of the game (`rule`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The server failed to answer. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    matchSocket: {
        parameters: {
            query?: {
                /** @description The seq of the last event the client has: the push starts after it (0: from the first event). */
                after?: number;
            };
            header?: never;
            path: {
                /** @description The match's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Switching to the WebSocket protocol. */
            101: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed (not JSON, a bad header or query). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The bearer token is missing, malformed or unknown. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such match, card or route. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The version posted is not the match's (`currentVersion` gives it): read the match and decide again. Or the match has not started (some seats still wait for their players), or, for its export, is not over. Or an undo asked or answered at the wrong moment (`undo-conflict`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A WebSocket route asked for without `Upgrade: websocket`. */
            426: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The server failed to answer. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    matchStream: {
        parameters: {
            query?: {
                /** @description The seq of the last event the client has: the push starts after it (0: from the first event). */
                after?: number;
                /** @description Seconds between two heartbeats (`: heartbeat` comment lines, which EventSource ignores) while nothing else is sent, so that proxies keep the stream open (default 15). */
                heartbeat?: number;
            };
            header?: {
                /** @description Resume after this event's seq (sent by a reconnecting EventSource); it takes precedence over `after`. */
                "last-event-id"?: string;
            };
            path: {
                /** @description The match's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event stream. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description The request is malformed (not JSON, a bad header or query). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The bearer token is missing, malformed or unknown. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such match, card or route. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The version posted is not the match's (`currentVersion` gives it): read the match and decide again. Or the match has not started (some seats still wait for their players), or, for its export, is not over. Or an undo asked or answered at the wrong moment (`undo-conflict`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The server failed to answer. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The match's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The webhooks and the delivery log. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookLog"];
                };
            };
            /** @description The bearer token is missing, malformed or unknown. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such match, card or route. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The version posted is not the match's (`currentVersion` gives it): read the match and decide again. Or the match has not started (some seats still wait for their players), or, for its export, is not over. Or an undo asked or answered at the wrong moment (`undo-conflict`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The server failed to answer. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    registerWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The match's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /**
                     * Format: uri
                     * @description The receiver: an https:// URL (http:// only for localhost or 127.0.0.1).
                     */
                    url: string;
                };
            };
        };
        responses: {
            /** @description Registered: the secret is shown only here. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookCreated"];
                };
            };
            /** @description The request is malformed (not JSON, a bad header or query). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The bearer token is missing, malformed or unknown. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such match, card or route. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The version posted is not the match's (`currentVersion` gives it): read the match and decide again. Or the match has not started (some seats still wait for their players), or, for its export, is not over. Or an undo asked or answered at the wrong moment (`undo-conflict`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is larger than 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is well-formed JSON but breaks a rule of the API (`errors`) or of the game (`rule`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The server failed to answer. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    newPlayerKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The key, shown only here. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A new player key: keep it secret, present it as X-Player-Key; only its SHA-256 is ever stored. */
                        key: string;
                    };
                };
            };
            /** @description The server failed to answer. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    myMatches: {
        parameters: {
            query?: {
                limit?: number;
                /** @description The `next` of the previous page. */
                after?: string;
                /** @description true: only the matches whose pending decision is the key's. */
                mine?: "true" | "false";
            };
            header?: {
                /** @description A player key (POST /v1/players/keys): the seats taken with it are listed by GET /v1/players/me/matches. */
                "x-player-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matches. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        matches: {
                            id: string;
                            /** @description The seat's player; null while the match is a lobby. */
                            player: string | null;
                            /** @description With a key: the seat's place in the creation request (a key may hold several seats of one match). */
                            seat?: number;
                            version: number;
                            /** @description lobby, mulligan, playing or finished. */
                            status: string;
                            /** @description Whose decision it is; null in a lobby or once the game is over. */
                            awaiting?: string | null;
                            /** @description Whether the pending decision is this seat's. */
                            mine?: boolean;
                            /** @description Since when the pending decision is owed (ISO 8601). */
                            since?: string | null;
                            /** @description When its time runs out under the match's clock (ISO 8601); null without one. */
                            deadline?: string | null;
                        }[];
                        /** @description With a key: pass as `after` for the next page; null at the end. */
                        next?: string | null;
                    };
                };
            };
            /** @description The request is malformed (not JSON, a bad header or query). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The bearer token is missing, malformed or unknown. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The server failed to answer. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A store behind the API is unavailable; try again shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listKeyWebhooks: {
        parameters: {
            query?: never;
            header?: {
                /** @description A player key (POST /v1/players/keys): the seats taken with it are listed by GET /v1/players/me/matches. */
                "x-player-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The webhooks and the delivery log, across every match of the key. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookLog"];
                };
            };
            /** @description The request is malformed (not JSON, a bad header or query). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The bearer token is missing, malformed or unknown. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The server failed to answer. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    registerKeyWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description A player key (POST /v1/players/keys): the seats taken with it are listed by GET /v1/players/me/matches. */
                "x-player-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /**
                     * Format: uri
                     * @description The receiver: an https:// URL (http:// only for localhost or 127.0.0.1).
                     */
                    url: string;
                };
            };
        };
        responses: {
            /** @description Registered: the secret is shown only here. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookCreated"];
                };
            };
            /** @description The request is malformed (not JSON, a bad header or query). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The bearer token is missing, malformed or unknown. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is larger than 64 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is well-formed JSON but breaks a rule of the API (`errors`) or of the game (`rule`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The server failed to answer. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    openapi: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OpenAPI 3.1. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The server failed to answer. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    docs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An HTML page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The server failed to answer. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
}
