import { asArray, asObject, FormErrors, type Json, type Path } from './validate.js';

// Discord's checks on application command definitions (names, descriptions, options, localizations).
// A bot whose definitions break them fails `PUT /applications/{app}/commands` in production.

/** Locales Discord accepts in name and description localizations. */
// biome-ignore format: a compact list reads better than one locale per line
export const VALID_LOCALES = new Set([
  'id', 'da', 'de', 'en-GB', 'en-US', 'es-ES', 'es-419', 'fr', 'hr', 'it', 'lt', 'hu', 'nl', 'no', 'pl',
  'pt-BR', 'ro', 'fi', 'sv-SE', 'vi', 'tr', 'cs', 'el', 'bg', 'ru', 'uk', 'hi', 'th', 'zh-CN', 'ja',
  'zh-TW', 'ko',
]);

const NAME_PATTERN = /^[-_'\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$/u;

/** Checks a bulk command registration body the way Discord does before storing it. */
export function validateCommands(commands: unknown[]): void {
  const errors = new FormErrors();
  const seen = new Set<string>();
  commands.forEach((raw, index) => {
    const command = asObject(raw);
    const type = command.type === undefined ? 1 : Number(command.type);
    const key = `${type}:${String(command.name)}`;
    if (seen.has(key)) {
      errors.add(
        [index, 'name'],
        'APPLICATION_COMMANDS_DUPLICATE_NAME',
        'Application command names must be unique',
      );
    }
    seen.add(key);
    if (type === 1) validateChatInputNaming(errors, [index], command);
    else errors.maxLength([index, 'name'], command.name, 32, 1);
    validateOptions(errors, [index], asArray(command.options));
  });
  errors.throwIfAny();
}

function validateChatInputNaming(errors: FormErrors, path: Path, item: Json): void {
  const checkName = (namePath: Path, name: unknown): void => {
    if (typeof name !== 'string' || !NAME_PATTERN.test(name) || name !== name.toLowerCase()) {
      errors.add(namePath, 'APPLICATION_COMMAND_INVALID_NAME', 'Command name is invalid');
    }
  };
  checkName([...path, 'name'], item.name);
  errors.maxLength([...path, 'description'], item.description ?? '', 100, 1);
  for (const [field, check] of [
    ['name_localizations', (p: Path, v: unknown) => checkName(p, v)],
    ['description_localizations', (p: Path, v: unknown) => errors.maxLength(p, v, 100, 1)],
  ] as const) {
    for (const [locale, value] of Object.entries(asObject(item[field]))) {
      if (!VALID_LOCALES.has(locale)) {
        errors.add([...path, field, locale], 'LOCALE_INVALID', `Invalid locale ${locale}`);
      } else {
        check([...path, field, locale], value);
      }
    }
  }
}

function validateOptions(errors: FormErrors, path: Path, options: unknown[]): void {
  errors.maxLength([...path, 'options'], options, 25);
  let optionalSeen = false;
  options.forEach((raw, index) => {
    const option = asObject(raw);
    const optionPath = [...path, 'options', index];
    validateChatInputNaming(errors, optionPath, option);
    if (option.required === true && optionalSeen) {
      errors.add(
        [...optionPath, 'required'],
        'APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID',
        'Required options must be placed before non-required options',
      );
    }
    if (option.required !== true) optionalSeen = true;
    const choices = asArray(option.choices);
    errors.maxLength([...optionPath, 'choices'], choices, 25);
    choices.forEach((choice, choiceIndex) => {
      errors.maxLength([...optionPath, 'choices', choiceIndex, 'name'], asObject(choice).name, 100, 1);
    });
    // Subcommands and groups nest their own options.
    if (Number(option.type) === 1 || Number(option.type) === 2) {
      validateOptions(errors, optionPath, asArray(option.options));
    }
  });
}
