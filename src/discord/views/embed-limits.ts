/**
 * Discord's embed limits, and helpers that keep a view inside them. Views are sized to fit by
 * design (14 players, every locale); `fitEmbed` is the last line of defence so that an unforeseen
 * name or figure shortens a message instead of making Discord reject it with a 400.
 */
import type { APIEmbed, APIEmbedField } from 'discord.js';

export const EMBED_LIMITS = {
  title: 256,
  description: 4096,
  fields: 25,
  fieldName: 256,
  fieldValue: 1024,
  footer: 2048,
  authorName: 256,
  /** Title, description, field names and values, footer and author together. */
  total: 6000,
} as const;

/** Display names are at most 32 characters on Discord; anything longer came from elsewhere. */
export const MAX_NAME_LENGTH = 32;

/** Cuts `text` to `max` UTF-16 units with an ellipsis, never splitting a surrogate pair. */
export const truncate = (text: string, max: number): string => {
  if (text.length <= max) return text;
  let end = Math.max(0, max - 1);
  const code = text.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end -= 1;
  return `${text.slice(0, end)}…`;
};

/**
 * A member's name as shown inside markdown: one line, at most 32 characters, with markdown
 * characters escaped so a name like `*_x_*` or `[a](b)` shows as typed.
 */
export const safeName = (name: string): string =>
  truncate(name.replace(/\s+/g, ' ').trim() || '?', MAX_NAME_LENGTH).replace(/[\\*_~`|>[\]]/g, '\\$&');

/** Total characters Discord counts towards the 6,000 of one embed. */
export const embedLength = (embed: APIEmbed): number =>
  (embed.title?.length ?? 0) +
  (embed.description?.length ?? 0) +
  (embed.footer?.text.length ?? 0) +
  (embed.author?.name.length ?? 0) +
  (embed.fields ?? []).reduce((sum, field) => sum + field.name.length + field.value.length, 0);

/**
 * Lines under one heading, split across as many fields as needed so that no value passes 1,024
 * characters; continuation fields carry an invisible name. No line is ever cut in two.
 */
export const linesToFields = (name: string, lines: readonly string[], inline = false): APIEmbedField[] => {
  const fields: APIEmbedField[] = [];
  let current = '';
  for (const raw of lines) {
    const line = truncate(raw, EMBED_LIMITS.fieldValue);
    if (current !== '' && current.length + 1 + line.length > EMBED_LIMITS.fieldValue) {
      fields.push({ name: fields.length === 0 ? name : '\u200b', value: current, inline });
      current = line;
    } else {
      current = current === '' ? line : `${current}\n${line}`;
    }
  }
  if (current !== '') fields.push({ name: fields.length === 0 ? name : '\u200b', value: current, inline });
  return fields;
};

/** The embed, cut down where it breaks a limit: each part to its own cap, then fields dropped from the end. */
export const fitEmbed = (embed: APIEmbed): APIEmbed => {
  const fitted: APIEmbed = { ...embed };
  if (fitted.title !== undefined) fitted.title = truncate(fitted.title, EMBED_LIMITS.title);
  if (fitted.description !== undefined)
    fitted.description = truncate(fitted.description, EMBED_LIMITS.description);
  if (fitted.footer)
    fitted.footer = { ...fitted.footer, text: truncate(fitted.footer.text, EMBED_LIMITS.footer) };
  if (fitted.fields) {
    fitted.fields = fitted.fields.slice(0, EMBED_LIMITS.fields).map((field) => ({
      ...field,
      name: truncate(field.name, EMBED_LIMITS.fieldName) || '\u200b',
      value: truncate(field.value, EMBED_LIMITS.fieldValue) || '\u200b',
    }));
    while (fitted.fields.length > 0 && embedLength(fitted) > EMBED_LIMITS.total)
      fitted.fields = fitted.fields.slice(0, -1);
  }
  if (embedLength(fitted) > EMBED_LIMITS.total && fitted.description !== undefined) {
    const excess = embedLength(fitted) - EMBED_LIMITS.total;
    fitted.description = truncate(fitted.description, Math.max(1, fitted.description.length - excess));
  }
  return fitted;
};
