/**
 * What the games answer with beyond what every game shares: their own events and refusal codes,
 * so the table composes TableEvent and Rejection from them without naming a game. Types only.
 *
 * Each game's entry (`src/games/<game>/index.ts`) merges its own into the two interfaces below
 * (`declare module '../answers.js'`): a new game adds nothing here. They are merged rather than
 * read off registry.ts because the games' table modules import the table's events and
 * rejections, which import this file: a type taken from the registry would close that cycle.
 */

/** Each game's own events, by game id (a game with none adds no key). */
// biome-ignore lint/suspicious/noEmptyInterface: the games' entries merge their events into it.
export interface GameEvents {}

/** Every game's own events. */
export type GameEvent = GameEvents[keyof GameEvents];

/**
 * Every game's own refusal codes with their contexts, each entry extending it with its own; a code
 * two games both declared with different contexts would not compile.
 */
// biome-ignore lint/suspicious/noEmptyInterface: the games' entries merge their refusal codes into it.
export interface GameRejectionContexts {}
