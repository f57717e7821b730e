// npm run discord:commands > commands.json: the Discord app's slash commands, to register with
// PUT https://discord.com/api/v10/applications/{application id}/commands (docs/CHAT.md).
import { DISCORD_COMMANDS } from "../src/chat/discord.js";

console.log(JSON.stringify(DISCORD_COMMANDS, null, 2));
