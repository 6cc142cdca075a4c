/**
 * The baseline for `bench/discord.ts`: the least a discord.js bot can do with a slash command —
 * reply "ok" — on the same fake gateway. Env: DISCORD_TOKEN, DISCORD_API_URL. Logs {"msg":"ready"}.
 */
import { Client, Events, GatewayIntentBits } from 'discord.js';

const client = new Client({
  intents: [GatewayIntentBits.Guilds],
  rest: { api: process.env.DISCORD_API_URL ?? 'https://discord.com/api' },
});

client.on(Events.InteractionCreate, (interaction) => {
  if (!interaction.isChatInputCommand()) return;
  interaction.reply({ content: 'ok' }).catch((error: unknown) => {
    process.stderr.write(
      `${JSON.stringify({ level: 'error', msg: 'reply failed', error: String(error) })}\n`,
    );
  });
});
client.once(Events.ClientReady, () =>
  process.stderr.write(`${JSON.stringify({ level: 'info', msg: 'ready' })}\n`),
);

const stop = () => {
  void client.destroy().finally(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

await client.login(process.env.DISCORD_TOKEN);
