/** Discord's limits on a message body, checked the way Discord rejects them (Invalid Form Body). */
import type { APIEmbed } from 'discord.js';
import { expect } from 'vitest';
import type { ViewMessage } from '../../src/discord/views/index.js';

const embedChars = (embed: APIEmbed): number =>
  (embed.title?.length ?? 0) +
  (embed.description?.length ?? 0) +
  (embed.footer?.text.length ?? 0) +
  (embed.author?.name.length ?? 0) +
  (embed.fields ?? []).reduce((sum, field) => sum + field.name.length + field.value.length, 0);

interface Component {
  type: number;
  custom_id?: string;
  label?: string;
  placeholder?: string;
  options?: { label: string; value: string; description?: string }[];
  components?: Component[];
}

export const expectWithinDiscordLimits = (message: ViewMessage, where = ''): void => {
  expect(message.content?.length ?? 0, where).toBeLessThanOrEqual(2000);
  expect(message.embeds.length, where).toBeLessThanOrEqual(10);
  let total = 0;
  for (const embed of message.embeds) {
    expect(embed.title?.length ?? 0, `${where} title`).toBeLessThanOrEqual(256);
    expect(embed.description?.length ?? 0, `${where} description`).toBeLessThanOrEqual(4096);
    expect(embed.footer?.text.length ?? 0, `${where} footer`).toBeLessThanOrEqual(2048);
    expect(embed.fields?.length ?? 0, `${where} fields`).toBeLessThanOrEqual(25);
    for (const field of embed.fields ?? []) {
      expect(field.name.length, `${where} field name`).toBeGreaterThan(0);
      expect(field.name.length, `${where} field name`).toBeLessThanOrEqual(256);
      expect(field.value.length, `${where} field value`).toBeGreaterThan(0);
      expect(field.value.length, `${where} field value`).toBeLessThanOrEqual(1024);
    }
    total += embedChars(embed);
  }
  expect(total, `${where} embed total`).toBeLessThanOrEqual(6000);

  const rows = message.components as unknown as Component[];
  expect(rows.length, `${where} rows`).toBeLessThanOrEqual(5);
  const ids = new Set<string>();
  for (const row of rows) {
    expect(row.type, where).toBe(1);
    const children = row.components ?? [];
    expect(children.length, where).toBeGreaterThanOrEqual(1);
    expect(children.length, where).toBeLessThanOrEqual(5);
    if (children.some((child) => child.type === 3)) expect(children.length, `${where} select alone`).toBe(1);
    for (const child of children) {
      expect(child.custom_id?.length ?? 0, `${where} custom_id`).toBeGreaterThan(0);
      expect(child.custom_id!.length, `${where} custom_id`).toBeLessThanOrEqual(100);
      expect(ids.has(child.custom_id!), `${where} duplicate custom_id`).toBe(false);
      ids.add(child.custom_id!);
      if (child.type === 2) expect(child.label?.length ?? 0, `${where} label`).toBeLessThanOrEqual(80);
      if (child.type === 3) {
        expect(child.placeholder?.length ?? 0, `${where} placeholder`).toBeLessThanOrEqual(150);
        expect(child.options?.length ?? 0, `${where} options`).toBeGreaterThanOrEqual(1);
        expect(child.options!.length, `${where} options`).toBeLessThanOrEqual(25);
        for (const option of child.options!) {
          expect(option.label.length, `${where} option label`).toBeLessThanOrEqual(100);
          expect(option.value.length, `${where} option value`).toBeLessThanOrEqual(100);
          expect(option.description?.length ?? 0, `${where} option description`).toBeLessThanOrEqual(100);
        }
      }
    }
  }
};

/** All the text a reader sees in a message: content, embeds and component labels. */
export const allText = (message: ViewMessage): string => {
  const parts: string[] = [message.content ?? ''];
  for (const embed of message.embeds) {
    parts.push(embed.title ?? '', embed.description ?? '', embed.footer?.text ?? '');
    for (const field of embed.fields ?? []) parts.push(field.name, field.value);
  }
  const visit = (component: Component) => {
    parts.push(component.label ?? '', component.placeholder ?? '');
    for (const option of component.options ?? []) parts.push(option.label, option.description ?? '');
    for (const child of component.components ?? []) visit(child);
  };
  for (const row of message.components as unknown as Component[]) visit(row);
  return parts.join('\n');
};
