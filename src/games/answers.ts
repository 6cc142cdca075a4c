/**
 * What the games answer with beyond what every game shares: their own events and refusal codes,
 * listed once here so the table composes TableEvent and Rejection from them without naming a game.
 * Types only: a game that adds events or refusals adds them here.
 */
import type { BanqueEvent } from './banque/table/events.js';
import type { BanqueRejectionContexts } from './banque/table/rejections.js';
import type { CdfEvent } from './chemin-de-fer/table/events.js';
import type { CdfRejectionContexts } from './chemin-de-fer/table/rejections.js';

/** Every game's own events. */
export type GameEvent = CdfEvent | BanqueEvent;

/** Every game's own refusal codes with their contexts; a code two games both declared would not compile. */
export interface GameRejectionContexts extends CdfRejectionContexts, BanqueRejectionContexts {}
