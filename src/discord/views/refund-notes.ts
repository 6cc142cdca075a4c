/**
 * The private notes of a table's chips going home, whichever game the table deals: each owner of
 * chips the bank could not take at the close of betting reads what came back and why, and each
 * bidder of an auction reads how it ended for him, in his own language. One note per owner and
 * kind; the game's shell finds its notes among the events and words them.
 */

import { SHELLS, shellOf } from '../../games/shells.js';
import type { TableEvent } from '../../table/commands.js';
import type { OwnedNote, PrivateNote } from '../game-shell.js';
import type { Locale } from '../i18n/index.js';

/** What one player is told, as data until his language is known. */
export type RefundNote = PrivateNote;

/**
 * Each owner's note among `events`. Every game's shell is asked: a command closes the betting of
 * one table, so only its game's shell finds any.
 */
export const refundNotesOf = (events: readonly TableEvent[]): readonly OwnedNote[] =>
  [...SHELLS.values()].flatMap((shell) => shell.privateNotes(events));

/** The note's text in `locale`, worded by its game's shell. */
export const renderRefundNote = (locale: Locale, note: RefundNote): string =>
  shellOf(note.game).privateNoteText(locale, note);
