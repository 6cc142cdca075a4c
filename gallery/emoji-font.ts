/**
 * Discord draws emoji in colour (its own Twemoji set); a colour emoji font lets Chromium do the
 * same, so a bare ♥ in the gallery looks as loud as it does in Discord. Installed with apt when
 * missing, like the Chromium it is for; without it the gallery still renders, emoji as text glyphs.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const EMOJI_FONT = '/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf';

export const ensureEmojiFont = (): boolean => {
  if (existsSync(EMOJI_FONT)) return true;
  try {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'fonts-noto-color-emoji'], {
      env,
      stdio: 'inherit',
    });
  } catch {
    console.warn('gallery: no colour emoji font could be installed; emoji will show as text glyphs');
  }
  return existsSync(EMOJI_FONT);
};
