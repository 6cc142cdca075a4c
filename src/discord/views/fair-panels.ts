/**
 * The provably fair panels: the shoe's commitment and seeds (/fair status), the notice when a
 * shoe is revealed and when a new one starts. Seeds and hashes are shown whole, in code spans,
 * so they can be copied exactly. With a verifier page (VERIFY_URL) they send players to it; without
 * one, to `npm run verify`.
 */
import type { APIEmbed } from 'discord.js';
import { commitmentOf } from '../../engine/fair.js';
import { cardsLeftIn } from '../../table/shoes.js';
import type { ShoeArchive, ShoeState } from '../../table/state.js';
import { inlineCode, type Locale, t } from '../i18n/index.js';
import { fitEmbed } from './embed-limits.js';
import { COLORS, type ViewMessage } from './shared.js';

const message = (embed: APIEmbed): ViewMessage => ({ embeds: [fitEmbed(embed)], components: [] });

/** A revealed shoe's seed and the commitment published before it began. */
export interface RevealedSeed {
  readonly shoeNumber: number;
  readonly serverSeed: string;
  readonly commitment: string;
}

/**
 * The revealed server seed, its SHA-256 and the commitment, one per line, so anyone can see the
 * two hashes are the same. The hash is the one provably-fair-v1 commits to (engine/fair.ts).
 */
const revealedSeedLines = (locale: Locale, revealed: RevealedSeed): string =>
  [
    `${t(locale, 'fair.serverSeed')}: ${inlineCode(revealed.serverSeed)}`,
    `${t(locale, 'fair.serverSeedHash')}: ${inlineCode(commitmentOf(revealed.serverSeed))}`,
    `${t(locale, 'fair.commitment')}: ${inlineCode(revealed.commitment)}`,
  ].join('\n');

/**
 * /fair status: commitment, client seed (and whether it can still change), next client seed,
 * progress; and the last shoe that finished, with its revealed seed beside its commitment.
 */
export const renderFairStatus = (
  locale: Locale,
  input: {
    readonly shoe: ShoeState;
    readonly lastRevealed?: RevealedSeed | undefined;
    readonly verifyUrl?: string | undefined;
  },
): ViewMessage => {
  const { shoe, lastRevealed, verifyUrl } = input;
  const { spec } = shoe;
  const clientNote =
    shoe.coups === 0 ? t(locale, 'fair.clientSeed.open') : t(locale, 'fair.clientSeed.locked');
  return message({
    title: t(locale, 'fair.title', { shoe: spec.shoeNumber }),
    color: COLORS.fair,
    description: t(locale, 'fair.explain'),
    fields: [
      { name: t(locale, 'fair.commitment'), value: inlineCode(shoe.commitment) },
      { name: t(locale, 'fair.clientSeed'), value: `${inlineCode(spec.clientSeed)}\n${clientNote}` },
      ...(shoe.nextClientSeed !== null
        ? [{ name: t(locale, 'fair.nextClientSeed'), value: inlineCode(shoe.nextClientSeed) }]
        : []),
      { name: t(locale, 'fair.coups'), value: String(shoe.coups), inline: true },
      {
        name: t(locale, 'fair.cardsLeft'),
        value: String(Math.max(0, cardsLeftIn(shoe))),
        inline: true,
      },
      ...(lastRevealed !== undefined
        ? [
            {
              name: t(locale, 'fair.lastRevealed', { shoe: lastRevealed.shoeNumber }),
              value: revealedSeedLines(locale, lastRevealed),
            },
          ]
        : []),
      ...(verifyUrl !== undefined
        ? [{ name: t(locale, 'fair.verifier'), value: t(locale, 'fair.verifier.how', { url: verifyUrl }) }]
        : []),
    ],
  });
};

/** A shoe has ended: its server seed, now public, beside the commitment published before it began. */
export const renderShoeRevealed = (
  locale: Locale,
  input: { readonly archive: ShoeArchive; readonly verifyUrl?: string | undefined },
): ViewMessage => {
  const { archive, verifyUrl } = input;
  return message({
    title: t(locale, 'fair.revealed.title', { shoe: archive.spec.shoeNumber }),
    color: COLORS.fair,
    description:
      verifyUrl !== undefined
        ? t(locale, 'fair.revealed.body.page', { count: archive.coups, url: verifyUrl })
        : t(locale, 'fair.revealed.body', { count: archive.coups }),
    fields: [
      { name: t(locale, 'fair.serverSeed'), value: inlineCode(archive.spec.serverSeed) },
      { name: t(locale, 'fair.serverSeedHash'), value: inlineCode(commitmentOf(archive.spec.serverSeed)) },
      { name: t(locale, 'fair.commitment'), value: inlineCode(archive.commitment) },
      { name: t(locale, 'fair.clientSeed'), value: inlineCode(archive.spec.clientSeed) },
    ],
  });
};

/** A new shoe is in play: its commitment, published before its first coup, and its client seed. */
export const renderShoeStarted = (
  locale: Locale,
  input: { readonly shoeNumber: number; readonly commitment: string; readonly clientSeed: string },
): ViewMessage =>
  message({
    title: t(locale, 'fair.started.title', { shoe: input.shoeNumber }),
    color: COLORS.fair,
    description: t(locale, 'fair.started.body'),
    fields: [
      { name: t(locale, 'fair.commitment'), value: inlineCode(input.commitment) },
      { name: t(locale, 'fair.clientSeed'), value: inlineCode(input.clientSeed) },
    ],
  });

/** /fair seed accepted: which shoe the seed will shuffle. */
export const renderClientSeedSet = (
  locale: Locale,
  input: { readonly seed: string; readonly shoeNumber: number },
): string => t(locale, 'fair.seedSet', { seed: inlineCode(input.seed), shoe: input.shoeNumber });

/** The message that goes with a /fair export file: where to check it, and the seed beside its commitment. */
export const renderShoeExport = (
  locale: Locale,
  input: RevealedSeed & { readonly coups: number; readonly verifyUrl?: string | undefined },
): string => {
  const where =
    input.verifyUrl !== undefined
      ? t(locale, 'fair.export.page', { shoe: input.shoeNumber, count: input.coups, url: input.verifyUrl })
      : t(locale, 'fair.export', { shoe: input.shoeNumber, count: input.coups });
  return `${where}\n${revealedSeedLines(locale, input)}`;
};
