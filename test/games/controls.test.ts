/** Each game's controls: one set per game in the registry, and a handler for every kind a custom-id may name. */
import { describe, expect, it } from 'vitest';
import { COMPONENTS } from '../../src/discord/components.js';
import { MODAL_KINDS, ROUND_ACTION_KINDS } from '../../src/discord/custom-ids.js';
import { MODALS } from '../../src/discord/modals.js';
import { GAME_BUTTON_KINDS, GAME_FORM_KINDS } from '../../src/games/control-kinds.js';
import { GAME_MODULES } from '../../src/games/registry.js';
import { CONTROLS } from '../../src/games/shells.js';

describe('the games and their controls', () => {
  it('GIVEN the registry THEN every game has its controls, once, in the registry’s order, and no controls are left without their game', () => {
    expect(CONTROLS.map((controls) => controls.game)).toEqual(GAME_MODULES.map((module) => module.id));
  });

  it('GIVEN every button kind a custom-id may name THEN one handler answers it, and each game kind belongs to one game', () => {
    for (const kind of ROUND_ACTION_KINDS) expect(COMPONENTS[kind], kind).toBeDefined();
    const declared = CONTROLS.flatMap((controls) => Object.keys(controls.buttons));
    expect(declared.sort()).toEqual([...GAME_BUTTON_KINDS].sort());
    // Each game's controls answer the kinds its entry declares, and only those.
    for (const [at, module] of GAME_MODULES.entries()) {
      expect(Object.keys(CONTROLS[at]?.buttons ?? {}).sort(), module.id).toEqual(
        [...module.buttonKinds].sort(),
      );
      expect(Object.keys(CONTROLS[at]?.forms ?? {}).sort(), module.id).toEqual([...module.formKinds].sort());
    }
  });

  it('GIVEN every form kind a custom-id may name THEN one game answers it', () => {
    for (const kind of MODAL_KINDS) expect(MODALS[kind], kind).toBeDefined();
    const declared = CONTROLS.flatMap((controls) => Object.keys(controls.forms));
    expect(declared.sort()).toEqual([...GAME_FORM_KINDS].sort());
  });

  it('GIVEN the games own slash commands THEN no two share a name', () => {
    const names = CONTROLS.flatMap((controls) => controls.commands.map((command) => command.data.name));
    expect(new Set(names).size).toBe(names.length);
    expect(names.sort()).toEqual(['banque', 'chemin']);
  });
});
