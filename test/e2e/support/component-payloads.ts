import { addResolved, type InteractionSource } from './interaction-payloads.js';
import type { StoredMessage } from './messages.js';
import type { ClickOptions, ModalSubmitOptions } from './types.js';
import type { World } from './world.js';

// `data` of component and modal-submit interactions. Both are checked against what the bot really
// showed, so a test cannot click a button that is not there or fill a field the modal lacks.

type Json = Record<string, unknown>;

/** `data` of a component interaction, checked against the component the message really carries. */
export function componentData(
  world: World,
  source: InteractionSource,
  message: StoredMessage,
  options: ClickOptions,
): Json {
  const component = findComponent(message.wire.components ?? [], options.customId);
  if (!component && options.componentType === undefined) {
    const known = collectCustomIds(message.wire.components ?? []).join(', ') || 'none';
    throw new Error(
      `Message ${message.wire.id} has no component with custom_id ${options.customId}; it has: ${known}`,
    );
  }
  if (component?.disabled === true) {
    throw new Error(
      `Component ${options.customId} of message ${message.wire.id} is disabled and cannot be used`,
    );
  }
  const componentType = options.componentType ?? Number(component?.type);
  const data: Json = { custom_id: options.customId, component_type: componentType };
  if (componentType === 2) return data;
  const values = options.values ?? [];
  if (componentType === 3 && Array.isArray(component?.options)) {
    const allowed = (component.options as Json[]).map((option) => String(option.value));
    const unknown = values.filter((value) => !allowed.includes(value));
    if (unknown.length > 0) {
      throw new Error(
        `Select ${options.customId} has no option(s) ${unknown.join(', ')}; options: ${allowed.join(', ')}`,
      );
    }
  }
  const resolved: Record<string, Json> = {};
  // User, role, mentionable and channel selects resolve their values like USER, ROLE, MENTIONABLE, CHANNEL options.
  const valueType = { 5: 6, 6: 8, 7: 9, 8: 7 }[componentType];
  if (valueType !== undefined) {
    for (const value of values) addResolved(world, source, resolved, valueType, value);
  }
  return { ...data, values, ...(Object.keys(resolved).length > 0 ? { resolved } : {}) };
}

/** `data` of a modal submit, shaped like the modal the bot showed (action rows or labels) when known. */
export function modalData(options: ModalSubmitOptions, shown: Json | undefined): Json {
  const input = (customId: string): Json => {
    const value = options.fields[customId];
    return Array.isArray(value)
      ? { type: 3, custom_id: customId, values: value }
      : { type: 4, custom_id: customId, value: value ?? '' };
  };
  const shownComponents = Array.isArray(shown?.components) ? (shown.components as Json[]) : undefined;
  if (shownComponents) {
    const expected = collectCustomIds(shownComponents);
    const unknown = Object.keys(options.fields).filter((id) => !expected.includes(id));
    if (unknown.length > 0) {
      throw new Error(
        `Modal ${options.customId} has no field(s) ${unknown.join(', ')}; fields: ${expected.join(', ')}`,
      );
    }
  }
  const components = shownComponents
    ? shownComponents.flatMap((top): Json[] => {
        const inner = top.component as Json | undefined;
        if (Number(top.type) === 18 && typeof inner?.custom_id === 'string') {
          return [{ type: 18, id: top.id, component: { ...input(inner.custom_id), type: inner.type } }];
        }
        const ids = collectCustomIds([top]);
        return ids.length > 0 ? [{ type: 1, components: ids.map(input) }] : [];
      })
    : Object.keys(options.fields).map((customId) => ({ type: 1, components: [input(customId)] }));
  return { custom_id: options.customId, components };
}

function walk(components: unknown[], visit: (component: Json) => void): void {
  for (const raw of components) {
    const component = raw as Json;
    visit(component);
    if (Array.isArray(component.components)) walk(component.components, visit);
    if (component.accessory) walk([component.accessory], visit);
    if (component.component) walk([component.component], visit);
  }
}

function findComponent(components: unknown[], customId: string): Json | undefined {
  let found: Json | undefined;
  walk(components, (component) => {
    if (component.custom_id === customId) found ??= component;
  });
  return found;
}

function collectCustomIds(components: unknown[]): string[] {
  const ids: string[] = [];
  walk(components, (component) => {
    if (typeof component.custom_id === 'string') ids.push(component.custom_id);
  });
  return ids;
}
