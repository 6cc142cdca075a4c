/**
 * The table's shoe across rounds: starting one with a committed seed, revealing it, and the
 * memo that turns a stored spec back into cards without reshuffling on every deal.
 */
import { CARDS_PER_DECK } from '../engine/cards.js';
import { commitmentOf } from '../engine/fair.js';
import { buildShoe, DEFAULT_CUT_CARD_RESERVE, type Shoe, type ShoeSpec } from '../engine/shoe.js';
import type { Draft } from './draft.js';
import type { TableEvent } from './events.js';
import { shoeDecks } from './game.js';
import {
  defaultClientSeed,
  effectiveSettings,
  rulesInPlay,
  type ShoeArchive,
  type ShoeState,
  type TableRecord,
} from './state.js';

const memo = new Map<string, Shoe>();
const MEMO_SIZE = 256;

/** The shoe a spec builds. Building is deterministic, so a bounded memo (least recently used out) is safe. */
export const shoeOf = (spec: ShoeSpec): Shoe => {
  const key = `${spec.serverSeed}|${spec.clientSeed}|${spec.shoeNumber}|${spec.decks}|${spec.cutCardReserve}`;
  let shoe = memo.get(key);
  if (shoe) {
    // Used again: moved to the back, so the memo forgets the shoes least recently used.
    memo.delete(key);
  } else {
    shoe = buildShoe(spec);
    if (memo.size >= MEMO_SIZE) memo.delete(memo.keys().next().value!);
  }
  memo.set(key, shoe);
  return shoe;
};

/**
 * The position of a shoe not yet burned. A new shoe's seeds and commitment are fixed when it
 * starts; its burn happens at its first deal, as at a real table: card 0 is shown then and that
 * many cards go face down. Until then no card has left the shoe, and nothing shown to players may
 * depend on the shuffle (the cards left after the burn would give away the shown card's value).
 * The burn also needs the whole shuffle (the shown card is the last one the shuffle places), most
 * of what a new shoe costs, and a shoe opened by a table's first bet has no card to deal until the
 * deal. Card 0 is always the shown burn card, so 0 never names a card to deal.
 */
export const BEFORE_THE_BURN = 0;

/** Index of the next card to deal: for a shoe not yet burned, the first card after the burn. */
export const nextCardAt = (shoe: ShoeState): number =>
  shoe.position === BEFORE_THE_BURN ? shoeOf(shoe.spec).firstCoupAt : shoe.position;

/** Cards still in the shoe as players know it: all of them until the first deal burns, then those from the next card on. */
export const cardsLeftIn = (shoe: ShoeState): number => shoe.spec.decks * CARDS_PER_DECK - shoe.position;

export const newShoeState = (spec: ShoeSpec, nextClientSeed: string | null = null): ShoeState => ({
  spec,
  commitment: commitmentOf(spec.serverSeed),
  position: BEFORE_THE_BURN,
  coups: 0,
  nextClientSeed,
});

/** Reveals the table's current shoe and starts the next, with the seed players chose if any. */
export const replaceShoe = (
  draft: Draft,
  table: TableRecord,
  freshServerSeed: string,
  now: number,
): { table: TableRecord; events: TableEvent[] } => {
  const old = table.shoe;
  const archive: ShoeArchive = {
    guildId: table.guildId,
    channelId: table.channelId,
    game: rulesInPlay(draft.guild, table).game,
    spec: old.spec,
    commitment: old.commitment,
    coups: old.coups,
    firstRound: old.coups === 0 ? 0 : table.round - old.coups,
    revealedAt: now,
  };
  draft.archiveShoe(archive);
  const settings = effectiveSettings(draft.guild, table);
  const shoe = newShoeState({
    serverSeed: freshServerSeed,
    clientSeed: old.nextClientSeed ?? defaultClientSeed(table.guildId, table.channelId),
    shoeNumber: old.spec.shoeNumber + 1,
    decks: shoeDecks(draft.game(settings.game), settings.decks),
    cutCardReserve: DEFAULT_CUT_CARD_RESERVE,
  });
  return {
    table: { ...table, shoe, revealedShoes: [...table.revealedShoes, old.spec.shoeNumber] },
    events: [
      { type: 'shoe-revealed', archive },
      {
        type: 'shoe-started',
        shoeNumber: shoe.spec.shoeNumber,
        commitment: shoe.commitment,
        clientSeed: shoe.spec.clientSeed,
      },
    ],
  };
};
