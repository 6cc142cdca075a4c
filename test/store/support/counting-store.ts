/** A store on `url` whose every storage read is noted, to see what a command or a start-up reads. */
import { GameStore, type StoreDeps } from '../../../src/store/game-store.js';
import { openStorage } from '../../../src/store/storage.js';

export const openCounting = async (url: string, deps: StoreDeps) => {
  const storage = await openStorage(url);
  const read: string[] = [];
  const get = storage.kv.get.bind(storage.kv);
  storage.kv.get = ((key: string) => {
    read.push(key);
    return get(key);
  }) as typeof storage.kv.get;
  const store = new GameStore(storage.kv, deps, storage.close);
  return { store, read, storage };
};
