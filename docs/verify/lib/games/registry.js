import { banqueModule } from './banque/index.js';
import { cheminDeFerModule } from './chemin-de-fer/index.js';
import { ezBaccaratModule } from './ez-baccarat/index.js';
import { puntoBancoModule } from './punto-banco/index.js';
/**
 * In the order the games are listed everywhere: `/table game`, `/bet`'s sides, the tools' usages.
 * The first is the one the tools take when none is named.
 */
export const GAME_MODULES = [puntoBancoModule, ezBaccaratModule, cheminDeFerModule, banqueModule];
export const BUILT_IN_GAMES = new Map(GAME_MODULES.map((module) => [module.id, module.game]));
/** Every spot some game takes stakes on, in the order the games list them (a bet button, a line of stakes). */
export const BET_SPOTS = [
    ...new Set([...BUILT_IN_GAMES.values()].flatMap((game) => game.spots)),
];
//# sourceMappingURL=registry.js.map