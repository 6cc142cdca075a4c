/**
 * Structured logs: one JSON object per line on stderr, `{time, level, msg, ...fields}`. Every line
 * passes through `redact` last, so the bot token never reaches the log, whether it sits in a
 * field, an error message, a stack or a URL. Interaction tokens in webhook URLs are masked too, and
 * so are passwords in connection URLs (`postgresql://user:pass@…`, `redis://:pass@…`, `?password=`).
 */
/** The levels LOG_LEVEL takes, quietest last. */
export const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export type Fields = Readonly<Record<string, unknown>>;

export interface Logger {
  debug(msg: string, fields?: Fields): void;
  info(msg: string, fields?: Fields): void;
  warn(msg: string, fields?: Fields): void;
  error(msg: string, fields?: Fields): void;
}

const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };
const REDACTED = '[redacted]';
const SECRET_FIELD = /^(token|authorization|password|secret)$/i;

/** The shape of a Discord bot token: three base64url parts joined by dots. */
const TOKEN_SHAPE = /[\w-]{20,}\.[\w-]{4,}\.[\w-]{20,}/g;
/** Interaction and webhook tokens travel in URL paths. */
const URL_TOKEN = /\/(webhooks|interactions)\/(\d+)\/[^/\s"?]+/g;

/**
 * The password of a URL's user info: `scheme://user:PASSWORD@`. It runs to the LAST `@` of the
 * authority (as URL parsers read it), so a password with a raw `@` in it is masked whole; it stops
 * at `/`, `?` and `#`, so `http://host:1/users/@me` is left alone.
 */
const URL_PASSWORD = /\b([a-z][a-z0-9+.-]*:\/\/[^\s"':@/?#]*):[^\s"'/?#]*@/gi;
/** Query parameters that carry secrets: `?password=…`, `&sslpassword=…`, `&pwd=…`, `&token=…`. */
const QUERY_SECRET = /([?&;][^\s"'=&?;#]*(?:pass|pwd|secret|token)[^\s"'=&?;#]*=)[^\s"'&;#]*/gi;

const secrets = new Set<string>();

/** Registers a secret to mask in every line (the bot token, once the config is read). */
export const addSecret = (secret: string): void => {
  if (secret.length >= 6) secrets.add(secret);
};

/** Masks the passwords written in connection URLs, wherever they sit in `text`. */
export const maskUrlSecrets = (text: string): string =>
  text.replace(URL_PASSWORD, `$1:${REDACTED}@`).replace(QUERY_SECRET, `$1${REDACTED}`);

/**
 * One connection URL as messages may show it: everything between `scheme://user:` and the URL's
 * last `@` is masked, whatever it holds (spaces and quotes included), then its secret parameters.
 */
export const maskUrl = (url: string): string =>
  maskUrlSecrets(url.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:@/?#]*):.*@/is, `$1:${REDACTED}@`));

/** The name of a query parameter that carries a secret. */
const SECRET_PARAM = /pass|pwd|secret|token/i;

/**
 * Registers the passwords a connection URL carries (user info, secret query parameters), raw and
 * percent-decoded, so they are masked even where they appear without the URL around them.
 */
export const addUrlSecrets = (url: string): void => {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return; // Unparseable: `maskUrlSecrets` still masks whatever has a password's place in it.
  }
  const found = [parsed.password];
  for (const [name, value] of parsed.searchParams) if (SECRET_PARAM.test(name)) found.push(value);
  for (const secret of found) {
    addSecret(secret);
    try {
      addSecret(decodeURIComponent(secret));
    } catch {
      // A stray % in the password: the raw form is registered already.
    }
  }
};

/** Masks every known secret, token-shaped string and URL password in one line of output. */
export const redact = (line: string): string => {
  let out = line;
  for (const secret of secrets) out = out.split(secret).join(REDACTED);
  return maskUrlSecrets(out.replace(URL_TOKEN, `/$1/$2/${REDACTED}`).replace(TOKEN_SHAPE, REDACTED));
};

/**
 * A start-up failure: ONE plain line on stderr, secrets masked, and exit code 1. Never JSON and
 * never a stack trace: the operator reads it and fixes the setting it names.
 */
export function exitWithLine(message: string): never {
  process.stderr.write(`${redact(message.replace(/\s*\n\s*/g, ' ').trim())}\n`);
  process.exit(1);
}

/** Errors become plain objects (JSON.stringify drops their message and stack otherwise). */
const plain = (value: unknown, depth = 0): unknown => {
  if (depth > 4) return '[deep]';
  if (value instanceof Error) {
    const extra = value as Error & { code?: unknown; status?: unknown; method?: unknown; url?: unknown };
    return {
      name: value.name,
      message: value.message,
      ...(extra.code !== undefined ? { code: extra.code } : {}),
      ...(extra.status !== undefined ? { status: extra.status } : {}),
      ...(extra.method !== undefined ? { method: extra.method } : {}),
      ...(extra.url !== undefined ? { url: extra.url } : {}),
      stack: value.stack,
      ...(value.cause !== undefined ? { cause: plain(value.cause, depth + 1) } : {}),
    };
  }
  if (typeof value === 'bigint') return value.toString();
  if (Array.isArray(value)) return value.map((item) => plain(item, depth + 1));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value))
      out[key] = SECRET_FIELD.test(key) ? REDACTED : plain(item, depth + 1);
    return out;
  }
  return value;
};

export interface LoggerOptions {
  readonly level?: LogLevel;
  readonly write?: (line: string) => void;
  readonly now?: () => Date;
}

export const createLogger = (options: LoggerOptions = {}): Logger & { setLevel(level: LogLevel): void } => {
  let threshold = RANK[options.level ?? 'info'];
  const write = options.write ?? ((line: string) => process.stderr.write(line));
  const now = options.now ?? (() => new Date());
  const emit = (level: LogLevel, msg: string, fields?: Fields) => {
    if (RANK[level] < threshold) return;
    let line: string;
    try {
      const { time: _t, level: _l, msg: _m, ...extra } = plain(fields ?? {}) as Record<string, unknown>;
      line = JSON.stringify({ time: now().toISOString(), level, msg, ...extra });
    } catch {
      line = JSON.stringify({ time: now().toISOString(), level, msg, fields: '[unserializable]' });
    }
    write(`${redact(line)}\n`);
  };
  return {
    debug: (msg, fields) => emit('debug', msg, fields),
    info: (msg, fields) => emit('info', msg, fields),
    warn: (msg, fields) => emit('warn', msg, fields),
    error: (msg, fields) => emit('error', msg, fields),
    setLevel: (level) => {
      threshold = RANK[level];
    },
  };
};

/** The process-wide logger; `main` sets its level from the config. */
export const log = createLogger();
