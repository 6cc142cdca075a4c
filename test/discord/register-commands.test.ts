/** Command registration: one PUT when the definitions change, none when they do not. */
import { describe, expect, it } from 'vitest';
import { type CommandRest, type MetaStore, registerCommands } from '../../src/discord/register-commands.js';

class FakeRest implements CommandRest {
  readonly puts: { route: string; body: unknown }[] = [];
  async put(route: `/${string}`, options: { body: unknown }): Promise<unknown> {
    this.puts.push({ route, body: options.body });
    return [];
  }
}

class MemoryMeta implements MetaStore {
  readonly values = new Map<string, unknown>();
  async getMeta<T>(name: string): Promise<T | undefined> {
    return this.values.get(name) as T | undefined;
  }
  async setMeta(name: string, value: unknown): Promise<void> {
    this.values.set(name, value);
  }
}

const BODY = [{ name: 'bet', description: 'Place a bet' }];

describe('registerCommands', () => {
  it('GIVEN nothing registered yet WHEN the bot starts THEN it PUTs the commands to the guild route', async () => {
    const rest = new FakeRest();
    const meta = new MemoryMeta();
    const result = await registerCommands({ rest, meta, applicationId: '11', guildId: '22', body: BODY });
    expect(result).toBe('registered');
    expect(rest.puts).toEqual([{ route: '/applications/11/guilds/22/commands', body: BODY }]);
  });

  it('GIVEN the same definitions WHEN the bot starts again THEN no PUT is made', async () => {
    const rest = new FakeRest();
    const meta = new MemoryMeta();
    await registerCommands({ rest, meta, applicationId: '11', body: BODY });
    const again = await registerCommands({ rest, meta, applicationId: '11', body: structuredClone(BODY) });
    expect(again).toBe('unchanged');
    expect(rest.puts).toHaveLength(1);
    expect(rest.puts[0]?.route).toBe('/applications/11/commands');
  });

  it('GIVEN changed definitions WHEN the bot starts THEN it PUTs them once', async () => {
    const rest = new FakeRest();
    const meta = new MemoryMeta();
    await registerCommands({ rest, meta, applicationId: '11', body: BODY });
    const changed = [{ name: 'bet', description: 'Place a bet on a side' }];
    expect(await registerCommands({ rest, meta, applicationId: '11', body: changed })).toBe('registered');
    expect(await registerCommands({ rest, meta, applicationId: '11', body: changed })).toBe('unchanged');
    expect(rest.puts.map((put) => put.body)).toEqual([BODY, changed]);
  });

  it('GIVEN the same definitions WHEN the target server changes THEN they are registered there', async () => {
    const rest = new FakeRest();
    const meta = new MemoryMeta();
    await registerCommands({ rest, meta, applicationId: '11', guildId: '22', body: BODY });
    await registerCommands({ rest, meta, applicationId: '11', body: BODY });
    expect(rest.puts.map((put) => put.route)).toEqual([
      '/applications/11/guilds/22/commands',
      '/applications/11/commands',
    ]);
  });

  it('GIVEN unchanged definitions WHEN forced THEN it PUTs anyway', async () => {
    const rest = new FakeRest();
    const meta = new MemoryMeta();
    await registerCommands({ rest, meta, applicationId: '11', body: BODY });
    expect(await registerCommands({ rest, meta, applicationId: '11', body: BODY, force: true })).toBe(
      'registered',
    );
    expect(rest.puts).toHaveLength(2);
  });

  it('GIVEN a PUT that fails WHEN the bot starts next time THEN it tries again (the hash was not saved)', async () => {
    const meta = new MemoryMeta();
    const failing: CommandRest = {
      put: async () => {
        throw new Error('500');
      },
    };
    await expect(registerCommands({ rest: failing, meta, applicationId: '11', body: BODY })).rejects.toThrow(
      '500',
    );
    const rest = new FakeRest();
    expect(await registerCommands({ rest, meta, applicationId: '11', body: BODY })).toBe('registered');
  });
});
