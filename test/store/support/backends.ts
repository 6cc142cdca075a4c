/**
 * The storage tests' matrix: each test gets a fresh, isolated store on every backend Sabot runs on
 * (fresh-store.ts), disposed of after the test.
 */
import { afterEach } from 'vitest';
import { type Backend, freshStore, type TestStore } from './fresh-store.js';

export { BACKENDS, type Backend, freshStore, type TestStore } from './fresh-store.js';

/**
 * A maker of fresh stores on `backend`, each disposed of after the test that made it (its
 * connections closed by then). Call at module level or in a describe block.
 */
export const storesFor = (backend: Backend): (() => Promise<TestStore>) => {
  const made: TestStore[] = [];
  afterEach(async () => {
    for (const store of made.splice(0)) await store.dispose();
  });
  return async () => {
    const store = await freshStore(backend);
    made.push(store);
    return store;
  };
};
