/**
 * The gallery page: every scenario in every language, each message drawn as Discord's dark theme
 * draws it (the bot's name and APP tag, content, embeds with their colour bar, title, fields
 * inline or not, image and footer; attachments; buttons in their styles, disabled or not; select
 * menus; the "Only you can see this" line under a private answer). One self-contained HTML file:
 * pictures are inlined as data: URLs, so it opens from disk and screenshots without a server.
 */
import type {
  APIActionRowComponent,
  APIComponentInMessageActionRow,
  APIEmbed,
  APIEmbedField,
} from 'discord.js';
import { ButtonStyle, ComponentType } from 'discord.js';
import type { Locale } from '../src/discord/i18n/index.js';
import type { ViewFile, ViewMessage } from '../src/discord/views/index.js';
import { escapeHtml, inline, type MarkdownContext, markdown } from './markdown.js';
import type { Scenario, Shown } from './scenarios.js';

/** The id of a scenario's cell in a language: also its screenshot's file name stem. */
export const cellId = (scenarioId: string, locale: Locale): string => `${scenarioId}-${locale}`;

const hex = (color: number | undefined) =>
  color === undefined ? '#1e1f22' : `#${color.toString(16).padStart(6, '0')}`;

const isPicture = (name: string) => /\.(png|jpe?g|gif|webp)$/i.test(name);

const dataUrl = (file: ViewFile) =>
  `data:image/${file.name.split('.').pop()!.toLowerCase().replace('jpg', 'jpeg')};base64,${file.attachment.toString('base64')}`;

const attachmentName = (url: string | undefined) =>
  url?.startsWith('attachment://') ? url.slice('attachment://'.length) : undefined;

/** Inline fields share a row three at a time (Discord's 12-column grid); others take a whole row. */
const fieldColumns = (fields: readonly APIEmbedField[]): string[] => {
  const spans: string[] = [];
  let run: number[] = [];
  const flush = () => {
    const width = 12 / Math.max(1, run.length);
    for (let i = 0; i < run.length; i++) spans.push(`${1 + i * width} / ${1 + (i + 1) * width}`);
    run = [];
  };
  for (const field of fields) {
    if (field.inline) {
      run.push(1);
      if (run.length === 3) flush();
    } else {
      flush();
      spans.push('1 / 13');
    }
  }
  flush();
  return spans;
};

const embedHtml = (embed: APIEmbed, files: readonly ViewFile[], context: MarkdownContext): string => {
  const inEmbed = { ...context, inEmbed: true };
  const fields = embed.fields ?? [];
  const columns = fieldColumns(fields);
  const picture = (url: string | undefined, kind: string) => {
    const name = attachmentName(url);
    const file = name === undefined ? undefined : files.find((f) => f.name === name);
    if (file) return `<img class="${kind}" src="${dataUrl(file)}" alt="${escapeHtml(file.name)}">`;
    return url ? `<div class="${kind} missing">image: ${escapeHtml(url)}</div>` : '';
  };
  return [
    `<div class="embed" style="border-left-color:${hex(embed.color)}">`,
    '<div class="embed-grid">',
    embed.author ? `<div class="embed-author">${escapeHtml(embed.author.name)}</div>` : '',
    embed.title ? `<div class="embed-title">${inline(embed.title, inEmbed)}</div>` : '',
    embed.description ? `<div class="embed-description">${markdown(embed.description, inEmbed)}</div>` : '',
    fields.length > 0
      ? `<div class="embed-fields">${fields
          .map(
            (field, i) =>
              `<div class="embed-field" style="grid-column:${columns[i]}"><div class="field-name">${inline(field.name, inEmbed)}</div><div class="field-value">${markdown(field.value, inEmbed)}</div></div>`,
          )
          .join('')}</div>`
      : '',
    picture(embed.image?.url, 'embed-image'),
    embed.footer ? `<div class="embed-footer">${escapeHtml(embed.footer.text)}</div>` : '',
    '</div>',
    embed.thumbnail ? picture(embed.thumbnail.url, 'embed-thumbnail') : '',
    '</div>',
  ].join('');
};

const BUTTON_CLASSES: Readonly<Record<number, string>> = {
  [ButtonStyle.Primary]: 'primary',
  [ButtonStyle.Secondary]: 'secondary',
  [ButtonStyle.Success]: 'success',
  [ButtonStyle.Danger]: 'danger',
  [ButtonStyle.Link]: 'link',
};

type Row = APIActionRowComponent<APIComponentInMessageActionRow>;

const componentHtml = (component: Row['components'][number], context: MarkdownContext): string => {
  const disabled = 'disabled' in component && component.disabled === true;
  if (component.type === ComponentType.Button) {
    const label = 'label' in component && component.label ? escapeHtml(component.label) : '';
    const emoji = 'emoji' in component && component.emoji?.name ? `${component.emoji.name} ` : '';
    return `<button class="button ${BUTTON_CLASSES[component.style] ?? 'secondary'}${disabled ? ' disabled' : ''}"${disabled ? ' disabled' : ''}>${inline(emoji, context)}${label}</button>`;
  }
  if (component.type === ComponentType.StringSelect) {
    const chosen = component.options.filter((option) => option.default);
    const shown =
      chosen.length > 0
        ? `<span class="select-value">${chosen.map((o) => escapeHtml(o.label)).join(', ')}</span>`
        : `<span class="select-placeholder">${escapeHtml(component.placeholder ?? '')}</span>`;
    return `<div class="select${disabled ? ' disabled' : ''}">${shown}<span class="chevron">⌄</span></div>`;
  }
  return `<div class="unknown-component">component type ${component.type}</div>`;
};

/** Files the embeds do not show: pictures under the message, other files as a download box. */
const attachmentsHtml = (message: ViewMessage): string => {
  const shownInEmbeds = new Set(
    message.embeds.flatMap((embed) => [
      attachmentName(embed.image?.url),
      attachmentName(embed.thumbnail?.url),
    ]),
  );
  return (message.files ?? [])
    .filter((file) => !shownInEmbeds.has(file.name))
    .map((file) =>
      isPicture(file.name)
        ? `<img class="attachment-image" src="${dataUrl(file)}" alt="${escapeHtml(file.name)}">`
        : `<div class="attachment-file"><span class="file-icon"></span><span><span class="file-name">${escapeHtml(file.name)}</span><span class="file-size">${(file.attachment.length / 1024).toFixed(2)} KB</span></span></div>`,
    )
    .join('');
};

/** The line Discord's client writes under a private answer, in the page's language (the client's own wording). */
const EPHEMERAL_NOTE: Readonly<Record<Locale, { readonly only: string; readonly dismiss: string }>> = {
  en: { only: 'Only you can see this', dismiss: 'Dismiss message' },
  nl: { only: 'Alleen jij kunt dit zien', dismiss: 'Bericht negeren' },
  it: { only: 'Solo tu puoi vedere questo messaggio', dismiss: 'Ignora messaggio' },
  ro: { only: 'Doar tu poți vedea acest mesaj', dismiss: 'Închide mesajul' },
};

const messageHtml = (shown: Shown, context: MarkdownContext): string => {
  const { message } = shown;
  return [
    `<div class="caption">${escapeHtml(shown.caption)}</div>`,
    `<div class="message${shown.ephemeral ? ' ephemeral' : ''}">`,
    '<div class="avatar">S</div><div class="message-body">',
    '<div class="message-header"><span class="author">Sabot</span><span class="app-tag">APP</span><span class="time">Today at 20:30</span></div>',
    message.content ? `<div class="content">${markdown(message.content, context)}</div>` : '',
    message.embeds.map((embed) => embedHtml(embed, message.files ?? [], context)).join(''),
    attachmentsHtml(message),
    message.components
      .map(
        (row) =>
          `<div class="action-row">${row.components.map((c) => componentHtml(c, context)).join('')}</div>`,
      )
      .join(''),
    shown.ephemeral
      ? `<div class="ephemeral-note"><span class="eye">👁</span> ${escapeHtml(EPHEMERAL_NOTE[context.locale].only)} · <span class="dismiss">${escapeHtml(EPHEMERAL_NOTE[context.locale].dismiss)}</span></div>`
      : '',
    '</div></div>',
  ].join('');
};

/** One scenario in one language: its messages, or the error that stopped it. */
export const cellHtml = (
  scenario: Scenario,
  locale: Locale,
  built: { readonly shown: Shown[] } | { readonly error: string },
  context: Omit<MarkdownContext, 'locale'>,
): string => {
  const body =
    'error' in built
      ? `<pre class="scenario-error">${escapeHtml(built.error)}</pre>`
      : built.shown.map((shown) => messageHtml(shown, { ...context, locale })).join('');
  return `<div class="cell${scenario.phone ? ' phone' : ''}" id="${cellId(scenario.id, locale)}" lang="${locale}"><div class="cell-heading">${escapeHtml(scenario.title)} · <b>${locale}</b></div>${body}</div>`;
};

export interface GalleryRow {
  readonly scenario: Scenario;
  readonly cells: readonly { readonly locale: Locale; readonly html: string }[];
}

/** The whole page: a row per scenario, a column per language. */
export const pageHtml = (rows: readonly GalleryRow[], generatedFor: string): string =>
  [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<title>Sabot gallery</title>',
    `<style>${STYLE}</style></head><body>`,
    `<header><h1>Sabot: every message, in every language</h1><p>${escapeHtml(generatedFor)}</p><nav>${rows
      .map(({ scenario }) => `<a href="#${scenario.id}">${escapeHtml(scenario.id)}</a>`)
      .join(' ')}</nav></header>`,
    ...rows.map(
      ({ scenario, cells }) =>
        `<section class="scenario" id="${scenario.id}"><h2>${escapeHtml(scenario.title)} <code>${escapeHtml(scenario.id)}</code></h2><div class="cells">${cells
          .map((cell) => cell.html)
          .join('')}</div></section>`,
    ),
    '</body></html>',
  ].join('\n');

/** Discord's dark theme, as far as the bot's messages need it. */
const STYLE = `
:root { color-scheme: dark; }
* { box-sizing: border-box; }
body { margin: 0; background: #313338; color: #dbdee1; font: 16px/1.375 "gg sans", "Noto Sans", "DejaVu Sans", "Helvetica Neue", Arial, sans-serif; }
header { padding: 16px 24px; border-bottom: 1px solid #1e1f22; }
header h1 { margin: 0 0 4px; font-size: 22px; color: #f2f3f5; }
header p { margin: 0 0 8px; color: #949ba4; font-size: 14px; }
header nav a { color: #00a8fc; font-size: 13px; margin-right: 8px; text-decoration: none; }
.scenario { padding: 8px 0 24px; border-bottom: 1px solid #1e1f22; }
.scenario h2 { margin: 8px 24px; font-size: 18px; color: #f2f3f5; }
.scenario h2 code { font-size: 13px; color: #949ba4; font-weight: normal; }
.cells { display: grid; grid-template-columns: repeat(4, 600px); gap: 0 8px; align-items: start; padding: 0 8px; }
.cell { background: #313338; padding: 8px 8px 16px; }
.cell.phone { width: 360px; }
.cell.phone .embed, .cell.phone .action-row, .cell.phone .select, .cell.phone .attachment-image { max-width: 100%; }
.cell.phone .select { width: 100%; }
.cell-heading { color: #949ba4; font-size: 12px; text-transform: uppercase; letter-spacing: .02em; padding: 4px 8px 8px; }
.caption { color: #949ba4; font-size: 12px; font-style: italic; margin: 10px 8px 2px 72px; }
.message { display: flex; gap: 16px; padding: 4px 16px 6px 16px; border-radius: 4px; }
.message.ephemeral { background: rgba(88, 101, 242, .06); border-left: 2px solid #5865f2; padding-left: 14px; }
.avatar { flex: none; width: 40px; height: 40px; border-radius: 50%; background: #0b6e4f; color: #fff; font-weight: 700; display: flex; align-items: center; justify-content: center; margin-top: 2px; }
.message-body { min-width: 0; flex: 1; }
.message-header { display: flex; align-items: baseline; gap: 6px; }
.author { color: #f2f3f5; font-weight: 600; }
.app-tag { background: #5865f2; color: #fff; font-size: 10px; font-weight: 600; border-radius: 3px; padding: 0 4px; line-height: 15px; position: relative; top: -2px; }
.time { color: #949ba4; font-size: 12px; }
.content { color: #dbdee1; overflow-wrap: anywhere; }
.line, .quote, .bullet, .subtext { min-height: 1.375em; }
.quote { border-left: 4px solid #4e5058; padding-left: 12px; }
.bullet { display: flex; gap: 6px; padding-left: 4px; }
.subtext { font-size: 12px; color: #949ba4; }
.h1 { font-size: 24px; font-weight: 700; } .h2 { font-size: 20px; font-weight: 700; } .h3 { font-size: 16px; font-weight: 700; }
strong { font-weight: 700; color: inherit; }
a { color: #00a8fc; text-decoration: none; }
code.inline { background: #2b2d31; border-radius: 3px; padding: 0 .2em; font: 85%/1.125 "DejaVu Sans Mono", Consolas, monospace; white-space: pre-wrap; overflow-wrap: anywhere; }
.embed code.inline { background: #1e1f22; }
pre.codeblock { background: #2b2d31; border: 1px solid #1e1f22; border-radius: 4px; padding: .5em; margin: 6px 0 0; font: 14px/1.125rem "DejaVu Sans Mono", Consolas, monospace; color: #dbdee1; white-space: pre-wrap; }
.embed pre.codeblock { background: #1e1f22; }
.mention { background: rgba(88, 101, 242, .3); color: #c9cdfb; border-radius: 3px; padding: 0 2px; font-weight: 500; }
.timestamp { background: rgba(78, 80, 88, .48); border-radius: 3px; padding: 0 2px; }
.spoiler { background: #1e1f22; color: transparent; border-radius: 3px; }
.emoji { font-family: "Noto Color Emoji", "Apple Color Emoji", "Segoe UI Emoji", "Twemoji Mozilla", sans-serif; font-size: 1.2em; line-height: 1; vertical-align: -.1em; }
.suit-text { font-family: "DejaVu Sans", sans-serif; font-variant-emoji: text; }
.embed { display: flex; max-width: 520px; margin-top: 4px; background: #2b2d31; border-left: 4px solid #1e1f22; border-radius: 4px; padding: 8px 16px 16px 12px; }
.embed-grid { display: grid; min-width: 0; flex: 1; }
.embed-author { font-size: 14px; font-weight: 600; color: #f2f3f5; margin-top: 8px; }
.embed-title { font-size: 16px; font-weight: 600; color: #f2f3f5; margin-top: 8px; }
.embed-description { font-size: 14px; line-height: 1.125rem; margin-top: 8px; white-space: pre-wrap; overflow-wrap: anywhere; }
.embed-description .line, .embed-description .bullet, .embed-description .quote, .field-value .line, .field-value .bullet { min-height: 1.125rem; }
.embed-fields { display: grid; grid-template-columns: repeat(12, 1fr); gap: 8px; margin-top: 8px; }
.embed-field { min-width: 0; font-size: 14px; line-height: 1.125rem; }
.field-name { font-weight: 600; color: #f2f3f5; margin-bottom: 2px; }
.field-value { white-space: pre-wrap; overflow-wrap: anywhere; }
.embed-image { margin-top: 16px; max-width: 100%; border-radius: 4px; }
.embed-thumbnail { margin: 8px 0 0 16px; max-width: 80px; max-height: 80px; border-radius: 4px; }
.embed-footer { margin-top: 8px; font-size: 12px; color: #b5bac1; line-height: 1rem; }
.attachment-image { display: block; margin-top: 4px; max-width: 520px; border-radius: 8px; }
.attachment-file { display: flex; gap: 10px; align-items: center; margin-top: 4px; width: 432px; background: #2b2d31; border: 1px solid #1e1f22; border-radius: 8px; padding: 12px 16px; }
.file-icon { flex: none; width: 24px; height: 30px; border: 2px solid #b5bac1; border-radius: 2px 8px 2px 2px; }
.file-name { display: block; color: #00a8fc; }
.file-size { display: block; color: #949ba4; font-size: 12px; }
.action-row { display: flex; flex-wrap: wrap; gap: 8px; margin-top: 8px; max-width: 520px; }
.button { height: 32px; min-width: 60px; padding: 2px 16px; border: 0; border-radius: 8px; color: #fff; font: 500 14px/16px inherit; font-family: inherit; }
.button.primary { background: #5865f2; } .button.secondary { background: #4e5058; } .button.success { background: #248046; } .button.danger { background: #da373c; } .button.link { background: #4e5058; }
.button.disabled { opacity: .5; cursor: not-allowed; }
.select { display: flex; justify-content: space-between; align-items: center; width: 400px; height: 40px; background: #1e1f22; border: 1px solid #1e1f22; border-radius: 8px; padding: 8px 8px 8px 12px; font-size: 14px; }
.select.disabled { opacity: .5; }
.select-placeholder { color: #949ba4; } .select-value { color: #dbdee1; }
.chevron { color: #b5bac1; font-size: 18px; line-height: 10px; }
.ephemeral-note { margin-top: 4px; font-size: 12px; color: #949ba4; }
.ephemeral-note .dismiss { color: #00a8fc; }
.scenario-error { color: #fa777c; background: #2b2d31; padding: 8px; white-space: pre-wrap; font-size: 12px; }
`;
