/**
 * A game's entry, its id and control kinds kept as literal types, so the registry derives the
 * games' ids and the kinds' unions from its one list.
 */
export const gameModule = (module) => module;
//# sourceMappingURL=game-module.js.map