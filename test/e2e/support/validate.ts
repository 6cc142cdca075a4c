import { HttpError } from './http.js';

// Discord rejects payloads that break its limits with 400 `Invalid Form Body` (code 50035) and a tree of
// per-field errors. The fake server checks the limits a bot can plausibly break, so the bot's e2e tests
// fail the way production would instead of passing against a too-lenient fake.

export type Path = readonly (string | number)[];
export type Json = Record<string, unknown>;

const IS_COMPONENTS_V2 = 1 << 15;

export class FormErrors {
  readonly #tree: Json = {};
  #count = 0;

  add(path: Path, code: string, message: string): void {
    let node = this.#tree;
    for (const key of path) {
      node[key] ??= {};
      node = node[key] as Json;
    }
    const list = Array.isArray(node._errors) ? node._errors : [];
    list.push({ code, message });
    node._errors = list;
    this.#count += 1;
  }

  maxLength(path: Path, value: unknown, max: number, min = 0): void {
    if (value === undefined || value === null) return;
    const length = typeof value === 'string' || Array.isArray(value) ? value.length : Number.NaN;
    if (Number.isNaN(length)) this.add(path, 'BASE_TYPE_BAD_TYPE', 'Value has the wrong type.');
    else if (length > max) this.add(path, 'BASE_TYPE_MAX_LENGTH', `Must be ${max} or fewer in length.`);
    else if (length < min) this.add(path, 'BASE_TYPE_MIN_LENGTH', `Must be ${min} or more in length.`);
  }

  required(path: Path, value: unknown): boolean {
    if (value !== undefined && value !== null && value !== '') return true;
    this.add(path, 'BASE_TYPE_REQUIRED', 'This field is required');
    return false;
  }

  throwIfAny(): void {
    if (this.#count > 0) throw new HttpError(400, 50035, 'Invalid Form Body', { errors: this.#tree });
  }
}

export const asObject = (value: unknown): Json =>
  typeof value === 'object' && value !== null ? (value as Json) : {};
export const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** Checks a message create/edit body (channel message, callback data, webhook message). */
export function validateMessage(
  body: Json,
  { creating, fileCount }: { creating: boolean; fileCount: number },
) {
  const content = typeof body.content === 'string' ? body.content : '';
  const embeds = asArray(body.embeds);
  const components = asArray(body.components);
  const hasSomething =
    content.trim() !== '' ||
    embeds.length > 0 ||
    components.length > 0 ||
    fileCount > 0 ||
    asArray(body.sticker_ids).length > 0 ||
    body.poll != null;
  if (creating && !hasSomething) throw new HttpError(400, 50006, 'Cannot send an empty message');

  const errors = new FormErrors();
  const componentsV2 = (Number(body.flags ?? 0) & IS_COMPONENTS_V2) !== 0;
  if (componentsV2 && (content !== '' || embeds.length > 0)) {
    errors.add(
      ['content'],
      'MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2',
      'The content and embeds fields cannot be used with the IS_COMPONENTS_V2 flag.',
    );
  }
  errors.maxLength(['content'], body.content, 2000);
  errors.maxLength(['embeds'], body.embeds, 10);
  let embedChars = 0;
  embeds.forEach((raw, index) => {
    embedChars += validateEmbed(errors, ['embeds', index], asObject(raw));
  });
  if (embedChars > 6000) {
    errors.add(['embeds'], 'MAX_EMBED_SIZE_EXCEEDED', 'Embed size exceeds maximum size of 6000');
  }
  validateComponents(errors, components, componentsV2);
  errors.throwIfAny();
}

function validateEmbed(errors: FormErrors, path: Path, embed: Json): number {
  errors.maxLength([...path, 'title'], embed.title, 256);
  errors.maxLength([...path, 'description'], embed.description, 4096);
  errors.maxLength([...path, 'fields'], embed.fields, 25);
  const footer = asObject(embed.footer);
  const author = asObject(embed.author);
  errors.maxLength([...path, 'footer', 'text'], footer.text, 2048);
  errors.maxLength([...path, 'author', 'name'], author.name, 256);
  let chars = [embed.title, embed.description, footer.text, author.name].reduce<number>(
    (sum, text) => sum + (typeof text === 'string' ? text.length : 0),
    0,
  );
  asArray(embed.fields).forEach((raw, index) => {
    const field = asObject(raw);
    const fieldPath = [...path, 'fields', index];
    if (errors.required([...fieldPath, 'name'], field.name)) {
      errors.maxLength([...fieldPath, 'name'], field.name, 256);
    }
    if (errors.required([...fieldPath, 'value'], field.value)) {
      errors.maxLength([...fieldPath, 'value'], field.value, 1024);
    }
    chars += String(field.name ?? '').length + String(field.value ?? '').length;
  });
  return chars;
}

const SELECT_TYPES = new Set([3, 5, 6, 7, 8]);

function validateComponents(errors: FormErrors, rows: unknown[], componentsV2: boolean): void {
  const customIds = new Set<string>();
  let total = 0;
  const visit = (raw: unknown, path: Path): void => {
    const component = asObject(raw);
    total += 1;
    const type = Number(component.type);
    if (typeof component.custom_id === 'string') {
      errors.maxLength([...path, 'custom_id'], component.custom_id, 100, 1);
      if (customIds.has(component.custom_id)) {
        errors.add(
          [...path, 'custom_id'],
          'COMPONENT_CUSTOM_ID_DUPLICATED',
          'Component custom id cannot be duplicated',
        );
      }
      customIds.add(component.custom_id);
    }
    if (type === 2) validateButton(errors, path, component);
    if (SELECT_TYPES.has(type)) validateSelect(errors, path, component);
    if (type === 1) validateRow(errors, path, component, componentsV2);
    asArray(component.components).forEach((child, index) => {
      visit(child, [...path, 'components', index]);
    });
    if (component.accessory) visit(component.accessory, [...path, 'accessory']);
    if (component.component) visit(component.component, [...path, 'component']);
  };
  rows.forEach((row, index) => {
    if (!componentsV2 && Number(asObject(row).type) !== 1) {
      errors.add(
        ['components', index, 'type'],
        'UNION_TYPE_CHOICES',
        'Top-level components must be action rows.',
      );
    }
    visit(row, ['components', index]);
  });
  if (componentsV2 ? total > 40 : rows.length > 5) {
    errors.add(
      ['components'],
      'BASE_TYPE_MAX_LENGTH',
      `Must be ${componentsV2 ? 40 : 5} or fewer in length.`,
    );
  }
}

function validateRow(errors: FormErrors, path: Path, row: Json, componentsV2: boolean): void {
  const children = asArray(row.components).map(asObject);
  errors.maxLength([...path, 'components'], children, 5, 1);
  if (children.some((child) => SELECT_TYPES.has(Number(child.type))) && children.length > 1) {
    errors.add(
      [...path, 'components'],
      'COMPONENT_LAYOUT_WIDTH_EXCEEDED',
      'The specified component exceeds the maximum width',
    );
  }
  if (!componentsV2 && children.some((child) => Number(child.type) === 1)) {
    errors.add([...path, 'components'], 'UNION_TYPE_CHOICES', 'Action rows cannot contain action rows.');
  }
}

function validateButton(errors: FormErrors, path: Path, button: Json): void {
  errors.maxLength([...path, 'label'], button.label, 80);
  const style = Number(button.style);
  if (style === 5) {
    errors.required([...path, 'url'], button.url);
  } else if (style !== 6) {
    errors.required([...path, 'custom_id'], button.custom_id);
    if (!(style >= 1 && style <= 4)) {
      errors.add([...path, 'style'], 'BASE_TYPE_CHOICES', 'Value must be one of (1, 2, 3, 4, 5, 6).');
    }
  }
}

function validateSelect(errors: FormErrors, path: Path, select: Json): void {
  errors.required([...path, 'custom_id'], select.custom_id);
  errors.maxLength([...path, 'placeholder'], select.placeholder, 150);
  const max = select.max_values === undefined ? 1 : Number(select.max_values);
  const min = select.min_values === undefined ? 1 : Number(select.min_values);
  if (max < 1 || max > 25) {
    errors.add([...path, 'max_values'], 'NUMBER_TYPE_MAX', 'Must be between 1 and 25.');
  }
  if (min < 0 || min > 25) {
    errors.add([...path, 'min_values'], 'NUMBER_TYPE_MAX', 'Must be between 0 and 25.');
  }
  if (Number(select.type) !== 3) return;
  const options = asArray(select.options);
  errors.maxLength([...path, 'options'], options, 25, 1);
  if (max > options.length) {
    errors.add(
      [...path, 'max_values'],
      'SELECT_COMPONENT_MAX_VALUES_OVER_OPTIONS',
      'Must be at most the option count.',
    );
  }
  options.forEach((raw, index) => {
    const option = asObject(raw);
    const optionPath = [...path, 'options', index];
    errors.maxLength([...optionPath, 'label'], option.label, 100, 1);
    errors.maxLength([...optionPath, 'value'], option.value, 100, 1);
    errors.maxLength([...optionPath, 'description'], option.description, 100);
  });
}

export function validateModal(data: Json): void {
  const errors = new FormErrors();
  errors.maxLength(['data', 'title'], data.title, 45, 1);
  errors.maxLength(['data', 'custom_id'], data.custom_id, 100, 1);
  errors.maxLength(['data', 'components'], asArray(data.components), 5, 1);
  errors.throwIfAny();
}

export function validateAutocomplete(data: Json): void {
  const errors = new FormErrors();
  const choices = asArray(data.choices);
  errors.maxLength(['data', 'choices'], choices, 25);
  choices.forEach((raw, index) => {
    const choice = asObject(raw);
    errors.maxLength(['data', 'choices', index, 'name'], choice.name, 100, 1);
    if (typeof choice.value === 'string') {
      errors.maxLength(['data', 'choices', index, 'value'], choice.value, 100);
    }
  });
  errors.throwIfAny();
}
