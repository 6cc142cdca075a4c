/**
 * The compiled bot (`dist/`), as `npm start` runs it: built only when the sources changed since
 * the last build (scripts/ensure-build.mjs compares a hash), so after CI's `npm run build` this
 * costs one hash of the sources. Tests that start the bot many times run it from here: plain
 * `node`, no TypeScript loader on every start.
 */
// @ts-expect-error: the build script is plain JavaScript, run before anything is compiled.
import { ensureBuild } from '../../../scripts/ensure-build.mjs';

/** The compiled entry point, relative to the repository (BotProcess runs from there). */
export const COMPILED_BOT = 'dist/src/main.js';

/** Makes sure `dist/` holds a build of the current sources; throws if the build fails. */
export const ensureCompiledBot = (): void => {
  const code = (ensureBuild as (options?: object) => number)();
  if (code !== 0) throw new Error(`the build failed (exit ${code}): run npm run build to see why`);
};
