/**
 * The pushed decision prompt on the local gateway: chemin de fer coups through the real bot
 * (compiled, SQLite) and the fake Discord, one table per coup. At each table a banker opens a bank
 * and a punter calls banco (his interaction is the one the prompt follows up); then the banker
 * deals, and the figure is the time from that /deal's dispatch (the decision opens inside it) to
 * the punter's private prompt arriving at Discord, with no click of his. Coups that open with a
 * natural wait for nobody and are left out. A figure, not a floor: tests never time it.
 */
import { compiledBot } from './bots.js';
import { openWorld } from './discord-world.js';
import { type BenchSection, median, percentile } from './section.js';

const TABLES = 60;
/** How long a coup is given to show a prompt before it is taken for one that opened on a natural. */
const NATURAL_AFTER_MS = 5_000;
const OWNER_ID = '100000000000000001';

const ms = (value: number) => `${value.toFixed(1)} ms`;

const section: BenchSection = {
  title: 'Decision prompt pushed to the player (chemin de fer, local gateway)',
  async run() {
    const world = await openWorld(compiledBot(), TABLES);
    const latencies: number[] = [];
    let naturals = 0;
    try {
      await world.timersOff();
      const guild = world.discord.guild(0);
      const slash = (
        table: number,
        userId: string,
        name: string,
        subcommand?: string,
        options: object[] = [],
      ) =>
        world.discord.slash({
          guildId: guild.id,
          channelId: guild.channel(table).id,
          userId,
          name,
          ...(subcommand ? { subcommand } : {}),
          options: options as never,
        });
      // Every wallet opens deep enough for a bank and a banco at every table.
      await slash(0, OWNER_ID, 'table', 'starting-chips', [{ name: 'amount', value: 100_000 }]).reply();
      const banker = guild.member(1).id;
      const punter = guild.member(2).id;
      for (let table = 0; table < TABLES; table++) {
        await slash(table, OWNER_ID, 'table', 'game', [{ name: 'value', value: 'chemin-de-fer' }]).reply();
        await slash(table, banker, 'chemin', 'sit').reply();
        await slash(table, punter, 'chemin', 'sit').reply();
        await slash(table, banker, 'chemin', 'bank', [{ name: 'amount', value: 100 }]).reply();
        const banco = slash(table, punter, 'chemin', 'banco');
        await banco.reply();
        const dealtAt = performance.now();
        const deal = slash(table, banker, 'deal');
        let promptAt: number | undefined;
        const deadline = dealtAt + NATURAL_AFTER_MS;
        // Polled at a millisecond: the prompt arrives as a follow-up of the punter's banco.
        while (performance.now() < deadline) {
          if (banco.followUps.length > 0) {
            promptAt = performance.now();
            break;
          }
          await new Promise((resolve) => setTimeout(resolve, 1));
        }
        await deal.reply();
        if (promptAt === undefined) naturals++;
        else latencies.push(promptAt - dealtAt);
      }
    } finally {
      await world.close();
    }
    return [
      {
        name: `/deal to the punter's prompt, p50 (${latencies.length} coups; ${naturals} opened on a natural)`,
        value: ms(median(latencies)),
      },
      { name: "/deal to the punter's prompt, p99", value: ms(percentile(latencies, 99)) },
      { name: "/deal to the punter's prompt, max", value: ms(Math.max(...latencies)) },
    ];
  },
};

export default section;
