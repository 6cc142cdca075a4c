/**
 * Each game brings its own deck count: a table switched to a game without being told a count
 * takes the game's default while it dealt the old game's default, and keeps a count an admin
 * chose wherever the new game deals it.
 */
import { describe, expect, it } from 'vitest';
import { World } from './support/world.js';

const C = 'c1';
const configure = (changes: Record<string, unknown>) =>
  ({ type: 'configure-table', channelId: C, changes }) as const;

describe('the deck count a table takes when it switches game', () => {
  it('GIVEN a default 8-deck table WHEN it turns to chemin de fer THEN it deals 6 decks, and 8 again back at Punto Banco', () => {
    const world = new World();
    world.ok(configure({ game: 'punto-banco' }));
    expect(world.table(C).shoe.spec.decks).toBe(8);
    world.ok(configure({ game: 'chemin-de-fer' }));
    expect(world.table(C).shoe.spec.decks).toBe(6);
    world.ok(configure({ game: 'punto-banco' }));
    expect(world.table(C).shoe.spec.decks).toBe(8);
  });

  it('GIVEN a server whose default game is chemin de fer THEN a new table deals 6 decks', () => {
    const world = new World();
    world.ok({ type: 'configure-guild', changes: { tableDefaults: { game: 'chemin-de-fer' } } });
    expect(world.guild.settings.tableDefaults.decks).toBe(6);
    world.ok(configure({ open: true }));
    expect(world.table(C).shoe.spec.decks).toBe(6);
  });

  it("GIVEN an admin chose 6 decks for Punto Banco WHEN the table turns to chemin de fer THEN it keeps 6 (and back at Punto Banco, 6 being chemin de fer's own default, 8)", () => {
    const world = new World();
    world.ok(configure({ decks: 6 }));
    world.ok(configure({ game: 'chemin-de-fer' }));
    expect(world.table(C).shoe.spec.decks).toBe(6);
    world.ok(configure({ game: 'punto-banco' }));
    expect(world.table(C).shoe.spec.decks).toBe(8);
  });

  it('GIVEN chemin de fer set to 8 decks explicitly THEN the table deals 8, and keeps 8 back at Punto Banco', () => {
    const world = new World();
    world.ok(configure({ game: 'chemin-de-fer', decks: 8 }));
    expect(world.table(C).shoe.spec.decks).toBe(8);
    world.ok(configure({ game: 'punto-banco' }));
    expect(world.table(C).shoe.spec.decks).toBe(8);
  });
});
