import { centsOf, sumCents, sumChips, ZERO_CENTS } from '../engine/money.js';
import { MAIN_TIERS } from './limits.js';
export const TABLE_DECKS = [6, 8];
export const MAX_TIMER_SECONDS = 600;
export const MIN_DECISION_SECONDS = 5;
export const MAX_DECISION_SECONDS = 120;
export const ROUND_RULE_FIELDS = [
    'game',
    'limits',
    'timerSeconds',
    'decisionSeconds',
    'gameOptions',
];
/**
 * The language of the server's public messages: one the bot speaks, or 'auto' for Discord's own
 * server locale (which Discord sets to en-US for servers that are not Community servers).
 */
export const SERVER_LANGUAGES = ['auto', 'en', 'nl', 'it', 'ro'];
export const DEFAULT_GUILD_SETTINGS = {
    startingChips: 1000,
    dailyChips: 100,
    tableDefaults: {
        game: 'punto-banco',
        decks: 8,
        // The side bets' figures are their games': a new server's record takes them with the tier
        // (machine.ts, newGuild); the registry is out of reach here (it imports this file).
        limits: MAIN_TIERS['1-100'],
        timerSeconds: 15,
        decisionSeconds: 20,
        open: true,
        roadUnderResults: false,
    },
};
/**
 * Added to a decision's deadline for its private prompt to reach the player (it is sent when the
 * decision opens, and arrives within milliseconds on a healthy gateway: `npm run bench -- prompts`),
 * so he keeps the whole decision time, at least MIN_DECISION_SECONDS, once told.
 */
export const PROMPT_REACH_MS = 1_000;
/** How long the bot waits before it plays a decision by the rule for a player who asked it to. */
export const RULE_PLAY_MS = 2_000;
/**
 * The table record as one object literal: every field written out, always in this order. A
 * command builds its table with spreads (`{ ...table, seats }`), which V8 copies in whatever
 * shape it meets; the table a command leaves (`Draft.setTable`), the one it starts from
 * (`runCommand`) and the one the store reads are written out here, so every table the store
 * holds, and every change set carrying one, has a single hidden class with its fields in the
 * object. Without it the record's shape drifted from one pass over the tables to the next, and each new shape threw away the
 * optimized code of the table machine and the store while the bot was busy.
 */
export const tableRecord = (table) => {
    // Typed with every field required (an optional one may be undefined): a field added to
    // TableRecord and not written out here fails to compile, rather than being dropped on every load.
    const record = {
        guildId: table.guildId,
        channelId: table.channelId,
        overrides: table.overrides,
        shoe: table.shoe,
        round: table.round,
        seats: table.seats,
        roundRules: table.roundRules,
        coup: table.coup,
        escrowCents: table.escrowCents,
        gameState: table.gameState,
        dealAt: table.dealAt,
        lastStakes: table.lastStakes,
        revealedShoes: table.revealedShoes,
        // Tables written before players could play by the rule have nobody doing so.
        byTheRule: table.byTheRule ?? [],
    };
    return record;
};
export const MAX_SEATS = 14;
/**
 * The server's defaults for its tables. Stored over the built-in defaults, so a server record
 * written before a setting existed still has a value for it.
 */
export const tableDefaultsOf = (guild) => ({
    ...DEFAULT_GUILD_SETTINGS.tableDefaults,
    ...guild.settings.tableDefaults,
});
/** The language the server chose for its public messages ('auto': Discord's server locale). */
export const serverLanguageOf = (guild) => guild.settings.language ?? 'auto';
/** The table's settings as they stand now: what the next round will use. */
export const effectiveSettings = (guild, table) => {
    const defaults = tableDefaultsOf(guild);
    const settings = { ...defaults, ...table.overrides };
    // Game by game: the table's own options for one game leave the server's for the others in force.
    if (!defaults.gameOptions || !table.overrides.gameOptions)
        return settings;
    return { ...settings, gameOptions: { ...defaults.gameOptions, ...table.overrides.gameOptions } };
};
/** The rules the open round plays by: frozen at its first bet, else the settings as they stand. */
export const rulesInPlay = (guild, table) => table.roundRules ?? pickRoundRules(effectiveSettings(guild, table));
export const pickRoundRules = (settings) => ({
    game: settings.game,
    limits: settings.limits,
    timerSeconds: settings.timerSeconds,
    decisionSeconds: settings.decisionSeconds,
    ...(settings.gameOptions ? { gameOptions: settings.gameOptions } : {}),
});
/**
 * A round is under way once it has bets, a coup in play or players' money held by the game (an
 * open bank): its rules no longer change.
 */
export const roundUnderWay = (table) => table.seats.length > 0 || table.coup !== null || (table.escrowCents ?? 0) > 0;
export const defaultClientSeed = (guildId, channelId) => `${guildId}:${channelId}`;
/** Every chip staked on a seat, in cents. */
export const seatCents = (seat) => centsOf(sumChips(Object.values(seat.stakes)));
/** Chips on the table's spots this round. */
export const stakedCents = (seats) => sumCents(seats.map(seatCents));
/** Everything the table holds that belongs to players: stakes on the spots and banks in escrow. */
export const heldByTable = (table) => table ? (stakedCents(table.seats) + (table.escrowCents ?? ZERO_CENTS)) : ZERO_CENTS;
/** What the table's settings say now but the open round or the shoe in play does not use yet. */
export const pendingSettings = (guild, table) => {
    const current = effectiveSettings(guild, table);
    const pending = [];
    const frozen = table.roundRules;
    if (frozen)
        for (const field of ROUND_RULE_FIELDS)
            if (JSON.stringify(current[field]) !== JSON.stringify(frozen[field]))
                pending.push({ setting: field, from: 'next-round' });
    if (current.decks !== table.shoe.spec.decks)
        pending.push({ setting: 'decks', from: 'next-shoe' });
    return pending;
};
//# sourceMappingURL=state.js.map