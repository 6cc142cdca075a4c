/**
 * A store on `url` whose every storage read is noted, to see what a command or a start-up reads:
 * `read` lists each key read, `trips` each round trip to storage (one key for a get, the keys of
 * a getMany together).
 */
import { GameStore, type StoreDeps } from '../../../src/store/game-store.js';
import { openStorage } from '../../../src/store/storage.js';

export const openCounting = async (url: string, deps: StoreDeps) => {
  const storage = await openStorage(url);
  const read: string[] = [];
  const trips: string[][] = [];
  const get = storage.kv.get.bind(storage.kv);
  const getMany = storage.kv.getMany.bind(storage.kv);
  storage.kv.get = ((key: string) => {
    read.push(key);
    trips.push([key]);
    return get(key);
  }) as typeof storage.kv.get;
  storage.kv.getMany = ((keys: string[]) => {
    read.push(...keys);
    trips.push([...keys]);
    return getMany(keys);
  }) as typeof storage.kv.getMany;
  const store = GameStore.over(storage, deps);
  return { store, read, trips, storage };
};
