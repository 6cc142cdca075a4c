/**
 * The part of Discord's markdown the bot's messages use, turned into HTML the way the Discord
 * client shows it: code blocks and inline code, bold, italic, underline, strikethrough, links,
 * mentions and timestamps (rendered as text in the reader's language), block quotes, headings,
 * subtext and bullets. Emoji are shown as emoji: Discord draws ♠♣♥♦ as colour emoji unless the
 * character is followed by U+FE0E (text presentation), which keeps it a plain text glyph.
 */
import type { Locale } from '../src/discord/i18n/index.js';

export interface MarkdownContext {
  readonly locale: Locale;
  /** The instant `<t:…:R>` timestamps are relative to. */
  readonly now: number;
  /** Display names for `<@id>` mentions. */
  readonly names: ReadonlyMap<string, string>;
  /** Inside an embed, code has the embed's darker background. */
  readonly inEmbed?: boolean;
}

export const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const RED_SUITS = '♥♦';

/**
 * Plain text (already free of markdown) as HTML: suits with U+FE0E stay text (red ones coloured by
 * nothing but the font: Discord does not colour text), bare suits and other pictographs become emoji.
 */
const plain = (text: string): string => {
  let html = '';
  for (const match of text.matchAll(
    /([♠♣♥♦])(\uFE0E|\uFE0F)?|(\p{Extended_Pictographic}\uFE0F?)|([^♠♣♥♦\p{Extended_Pictographic}]+)/gu,
  )) {
    const [, suit, selector, pictograph, rest] = match;
    if (suit !== undefined) {
      html +=
        selector === '\uFE0E'
          ? `<span class="suit-text">${suit}\uFE0E</span>`
          : `<span class="emoji suit ${RED_SUITS.includes(suit) ? 'red' : 'black'}">${suit}\uFE0F</span>`;
    } else if (pictograph !== undefined) html += `<span class="emoji">${escapeHtml(pictograph)}</span>`;
    else if (rest !== undefined) html += escapeHtml(rest);
  }
  return html;
};

const TIME_STYLES: Readonly<Record<string, Intl.DateTimeFormatOptions>> = {
  t: { timeStyle: 'short' },
  T: { timeStyle: 'medium' },
  d: { dateStyle: 'short' },
  D: { dateStyle: 'long' },
  f: { dateStyle: 'long', timeStyle: 'short' },
  F: { dateStyle: 'full', timeStyle: 'short' },
};

/** `<t:seconds:style>` as the Discord client shows it, in the reader's language (UTC here). */
export const timestampText = (seconds: number, style: string, context: MarkdownContext): string => {
  const at = seconds * 1000;
  if (style === 'R') {
    const delta = Math.round((at - context.now) / 1000);
    const units: [Intl.RelativeTimeFormatUnit, number][] = [
      ['day', 86_400],
      ['hour', 3_600],
      ['minute', 60],
    ];
    const format = new Intl.RelativeTimeFormat(context.locale, { numeric: 'auto' });
    for (const [unit, size] of units)
      if (Math.abs(delta) >= size) return format.format(Math.round(delta / size), unit);
    return format.format(delta, 'second');
  }
  const options = TIME_STYLES[style] ?? TIME_STYLES.f!;
  return new Intl.DateTimeFormat(context.locale, { ...options, timeZone: 'UTC' }).format(at);
};

/**
 * Inline markdown. One pattern with an alternative per construct: the leftmost match wins, and
 * at the same place the earlier alternative (escapes and code before emphasis, ** before *).
 */
const INLINE =
  /\\([\\`*_~|>[\]()#<:-])|``\s?([\s\S]+?)\s?``|`([^`]+)`|<t:(-?\d+)(?::([tTdDfFR]))?>|<@!?(\d+)>|<#(\d+)>|\[([^\]]+)\]\((https?:\/\/[^)\s]+)\)|(https?:\/\/[^\s<]+[^\s<.,:;"')\]])|\*\*([\s\S]+?)\*\*(?!\*)|__([\s\S]+?)__(?!_)|\*(?![\s*])([\s\S]+?)(?<!\s)\*(?!\*)|\b_([^_]+?)_\b|~~([\s\S]+?)~~|\|\|([\s\S]+?)\|\|/u;

export const inline = (text: string, context: MarkdownContext): string => {
  let html = '';
  let rest = text;
  while (rest.length > 0) {
    const match = INLINE.exec(rest);
    if (!match) {
      html += plain(rest);
      break;
    }
    html += plain(rest.slice(0, match.index));
    rest = rest.slice(match.index + match[0].length);
    const [, escaped, doubleCode, code, time, timeStyle, user, channel, linkText, linkUrl, url] = match;
    const [bold, underline, italic, underscored, strike, spoiler] = match.slice(11);
    const code_ = doubleCode ?? code;
    if (escaped !== undefined) html += escapeHtml(escaped);
    else if (code_ !== undefined) html += `<code class="inline">${escapeHtml(code_)}</code>`;
    else if (time !== undefined)
      html += `<span class="timestamp">${escapeHtml(timestampText(Number(time), timeStyle ?? 'f', context))}</span>`;
    else if (user !== undefined)
      html += `<span class="mention">@${escapeHtml(context.names.get(user) ?? 'unknown-user')}</span>`;
    else if (channel !== undefined) html += `<span class="mention">#baccarat</span>`;
    else if (linkText !== undefined && linkUrl !== undefined)
      html += `<a href="${escapeHtml(linkUrl)}">${inline(linkText, context)}</a>`;
    else if (url !== undefined) html += `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
    else if (bold !== undefined) html += `<strong>${inline(bold, context)}</strong>`;
    else if (underline !== undefined) html += `<u>${inline(underline, context)}</u>`;
    else if (italic !== undefined) html += `<em>${inline(italic, context)}</em>`;
    else if (underscored !== undefined) html += `<em>${inline(underscored, context)}</em>`;
    else if (strike !== undefined) html += `<s>${inline(strike, context)}</s>`;
    else if (spoiler !== undefined) html += `<span class="spoiler">${inline(spoiler, context)}</span>`;
  }
  return html;
};

/** One line outside a code block: heading, subtext, quote, bullet, or plain. */
const line = (text: string, context: MarkdownContext): string => {
  const heading = /^(#{1,3}) (.+)$/.exec(text);
  if (heading) return `<div class="h${heading[1]!.length}">${inline(heading[2]!, context)}</div>`;
  const subtext = /^-# (.+)$/.exec(text);
  if (subtext) return `<div class="subtext">${inline(subtext[1]!, context)}</div>`;
  const quote = /^> ?(.*)$/.exec(text);
  if (quote) return `<div class="quote">${inline(quote[1]!, context) || '&nbsp;'}</div>`;
  const bullet = /^\s*[-*] (.+)$/.exec(text);
  if (bullet) return `<div class="bullet"><span>•</span><span>${inline(bullet[1]!, context)}</span></div>`;
  return `<div class="line">${inline(text, context) || '&nbsp;'}</div>`;
};

/** A block of Discord markdown (a message's content, an embed's description or field value) as HTML. */
export const markdown = (text: string, context: MarkdownContext): string => {
  const parts = text.split(/```(?:[a-z]*\n)?([\s\S]*?)```/);
  return parts
    .map((part, i) => {
      if (i % 2 === 1) return `<pre class="codeblock">${escapeHtml(part.replace(/\n$/, ''))}</pre>`;
      // The line breaks that open and close a code block belong to the block, not to the text.
      const lines = part.replace(/^\n/, '').replace(/\n$/, '');
      return lines === '' && parts.length > 1
        ? ''
        : lines
            .split('\n')
            .map((l) => line(l, context))
            .join('');
    })
    .join('');
};
