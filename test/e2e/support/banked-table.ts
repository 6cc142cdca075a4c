/**
 * Players at one table of a player-banked game (chemin de fer, banque) of the real bot, as they
 * play it in Discord: slash commands, the table message's buttons, chip selector and modals, the
 * private "My cards" prompt with its decision buttons, and the result posts. Everything is read
 * from what the fake Discord recorded (what players see); storage is read only where a test checks
 * what the bot committed. Each game's own moves live in its subclass (cdf-table.ts, banque-table.ts).
 */
import type { APIEmbed } from 'discord.js';
import { expect } from 'vitest';
import { en } from '../../../src/discord/i18n/en/index.js';
import { renderRefusal } from '../../../src/discord/views/refusal.js';
import type { Rejection, RejectionCode } from '../../../src/table/rejections.js';
import { nextCardAt } from '../../../src/table/shoes.js';
import type { TableRecord } from '../../../src/table/state.js';
import { type BotWorld, customIds, EPHEMERAL, Player, withStorage } from './bot-harness.js';
import type { RecordedMessage } from './fake-discord.js';

/** The table message as players see it at one moment. */
export interface TableView {
  readonly message: RecordedMessage;
  /** The round its buttons carry (the number in its title). */
  readonly round: number;
  /** Title, description and fields as plain lines. */
  readonly text: string;
  readonly customIds: readonly string[];
}

export type Choice = 'draw' | 'stand';

/** How one game's messages are told apart. */
export interface BankedTableShape {
  /** The table message's title; its first group is the round. */
  readonly tableTitle: RegExp;
  /** Whether an embed's title is the public result of `round`. */
  readonly isResultTitle: (title: string, round: number) => boolean;
  /** The kind of the table message's My cards button. */
  readonly cardsKind: string;
}

/** An embed as one text: title, description, then each field's name and value. */
export const embedText = (embed: APIEmbed | undefined): string =>
  embed
    ? [
        embed.title ?? '',
        embed.description ?? '',
        ...(embed.fields ?? []).flatMap((field) => [field.name, field.value]),
        embed.footer?.text ?? '',
      ].join('\n')
    : '';

/** A message's visible text: its content and every embed. */
export const messageText = (message: RecordedMessage): string =>
  [message.content ?? '', ...message.embeds.map(embedText)].join('\n');

/** The English refusal a player reads for `key` (`refusal.<code>` or `error.<name>`), shared or a game's own. */
export const refusalText = <K extends keyof typeof en>(
  key: K,
  ...params: (typeof en)[K] extends (args: infer A) => string ? [A] : []
): string => {
  const template = en[key] as string | ((args: unknown) => string);
  return typeof template === 'function' ? template(params[0]) : template;
};

/**
 * The English refusal the table's rejection `code` reads as, with its `context` as the table gives
 * it (whole chips) and converted as the bot converts it.
 */
export const rejectionText = (code: RejectionCode, context: Readonly<Record<string, unknown>> = {}): string =>
  renderRefusal('en', { ok: false, code, context } as unknown as Rejection);

export const isPrivate = (message: { flags?: number }): boolean => ((message.flags ?? 0) & EPHEMERAL) !== 0;

/** A refusal: private, with the text it is expected to give. */
export const expectRefused = (reply: RecordedMessage, text: string): void => {
  expect(isPrivate(reply), `a private refusal: ${messageText(reply)}`).toBe(true);
  expect(messageText(reply)).toContain(text);
};

/** A private answer that says the action was taken: its text, not only its privacy (a refusal is private too). */
export const expectPrivateOk = (reply: RecordedMessage, text: string): void => {
  expect(isPrivate(reply), messageText(reply)).toBe(true);
  expect(messageText(reply)).toContain(text);
};

/** The choices a private prompt offers (`sabot1:decide:<choice>:<step>:<round>`). */
export const offeredChoices = (message: RecordedMessage): Choice[] =>
  customIds(message)
    .filter((id) => id.startsWith('sabot1:decide:'))
    .map((id) => id.split(':')[2] as Choice);

/** The prompt's button for `choice`. */
export const decideId = (prompt: RecordedMessage, choice: Choice): string => {
  const id = customIds(prompt).find((custom) => custom.startsWith(`sabot1:decide:${choice}:`));
  if (!id) throw new Error(`the prompt offers no ${choice}: ${customIds(prompt).join(', ')}`);
  return id;
};

export class BankedTable<State> {
  readonly #players = new Map<string, Player>();
  readonly admin: Player;

  constructor(
    readonly world: BotWorld,
    readonly channelId: string,
    names: readonly string[],
    readonly shape: BankedTableShape,
    /** Each player's Discord locale, by name (en-US when not given). */
    locales: Readonly<Record<string, string>> = {},
  ) {
    for (const name of names)
      this.#players.set(name, new Player(world, world.guild.member(name).id, channelId, locales[name]));
    this.admin = new Player(world, world.guild.member('admin').id, channelId);
  }

  player(name: string): Player {
    const found = this.#players.get(name);
    if (!found) throw new Error(`nobody called ${name} at this table`);
    return found;
  }

  /**
   * The channel's live table message, if it has one: the newest with the table's title and its
   * buttons (a result may carry the same title, never a button).
   */
  view(): TableView | undefined {
    const { tableTitle } = this.shape;
    const message = this.world.discord
      .messages(this.channelId, { origin: 'channel', includeDeleted: false })
      .findLast((m) => tableTitle.test(m.embeds[0]?.title ?? '') && customIds(m).length > 0);
    if (!message) return undefined;
    const round = Number(tableTitle.exec(message.embeds[0]!.title!)![1]);
    return { message, round, text: messageText(message), customIds: customIds(message) };
  }

  /** Waits until the table message shows what `check` looks for (a timeout reports what it showed last). */
  waitForView(check: (view: TableView) => boolean, description: string): Promise<TableView> {
    return this.world.discord.waitFor(
      () => {
        const view = this.view();
        if (view && check(view)) return view;
        throw new Error(`the table message shows:\n${view?.text ?? '(none)'}\n${view?.customIds.join(' ')}`);
      },
      { description: `the table message showing ${description}` },
    );
  }

  /** Waits until the table message shows `text`. */
  waitForText(text: string): Promise<TableView> {
    return this.waitForView((view) => view.text.includes(text), JSON.stringify(text));
  }

  /** Clicks the table message's `sabot1:<kind>:<round>` as `name`, once the message offers it. */
  async press(name: string, kind: string): Promise<RecordedMessage> {
    const view = await this.waitForView(
      (v) => v.customIds.includes(`sabot1:${kind}:${v.round}`),
      `its ${kind} button`,
    );
    return this.player(name).click(view.message, `sabot1:${kind}:${view.round}`).reply();
  }

  /**
   * Presses the table message's `button` as `name`, which must answer with the form `modal`, and
   * submits the form with one `amount`.
   */
  async submitAmountForm(
    name: string,
    button: string,
    modal: string,
    amount: number,
  ): Promise<RecordedMessage> {
    const view = await this.waitForView(
      (v) => v.customIds.includes(`sabot1:${button}:${v.round}`),
      `its ${button} button`,
    );
    const opened = this.player(name).click(view.message, `sabot1:${button}:${view.round}`);
    const form = await opened.response();
    expect(form.type, `${button} answers with a modal`).toBe(9);
    const customId = form.data?.custom_id ?? '';
    expect(customId).toBe(`sabot1:${modal}:${view.round}`);
    return this.world.discord
      .submitModal({
        customId,
        fields: { amount: String(amount) },
        message: view.message,
        userId: this.player(name).userId,
        guildId: this.world.guild.id,
        channelId: this.channelId,
      })
      .reply();
  }

  /** The chip values the table message's chip selector offers. */
  async chipValues(): Promise<number[]> {
    const view = await this.waitForView(
      (v) => v.customIds.includes(`sabot1:chip:${v.round}`),
      'its chip selector',
    );
    const values: number[] = [];
    const walk = (components: unknown[]) => {
      for (const raw of components) {
        const component = raw as {
          custom_id?: string;
          options?: { value: string }[];
          components?: unknown[];
        };
        if (component.custom_id?.startsWith('sabot1:chip:'))
          for (const option of component.options ?? []) values.push(Number(option.value));
        if (component.components) walk(component.components);
      }
    };
    walk((view.message.components ?? []) as unknown[]);
    return values;
  }

  /** Chooses `amount` in the chip selector as `name` (remembered for the table's stake buttons). */
  async chooseChip(name: string, amount: number): Promise<void> {
    const view = await this.waitForView(
      (v) => v.customIds.includes(`sabot1:chip:${v.round}`),
      'its chip selector',
    );
    const p = this.player(name);
    await this.world.discord
      .click({
        message: view.message,
        customId: `sabot1:chip:${view.round}`,
        userId: p.userId,
        values: [String(amount)],
      })
      .response();
  }

  /** `name` presses My cards: the private reply with their cards and, when it is their turn, the prompt. */
  cards(name: string): Promise<RecordedMessage> {
    return this.press(name, this.shape.cardsKind);
  }

  /**
   * Waits for the coup to wait for `name` (as `hand`, in the words of the table message), opens
   * their cards, checks the prompt offers exactly `choices`, and answers `choice` by button.
   * Returns the prompt (for stale clicks later) and the answer's reply.
   */
  async answer(
    name: string,
    hand: string,
    choices: readonly Choice[],
    choice: Choice,
  ): Promise<{ prompt: RecordedMessage; reply: RecordedMessage }> {
    await this.waitForText(`Waiting for **${name}** (${hand})`);
    const prompt = await this.cards(name);
    expect(isPrivate(prompt), 'the cards are shown privately').toBe(true);
    expect(offeredChoices(prompt)).toEqual(choices);
    const reply = await this.click(name, prompt, decideId(prompt, choice));
    return { prompt, reply };
  }

  /** Clicks `customId` on `message` as `name` (a button that may be forged or stale). */
  click(name: string, message: RecordedMessage, customId: string): Promise<RecordedMessage> {
    const known = customIds(message).includes(customId);
    return this.player(name)
      .click(message, customId, known ? undefined : 2)
      .reply();
  }

  /** The public results of `round`, once posted (never the table message, which has buttons). */
  results(round: number): APIEmbed[] {
    return this.world.discord
      .messages(this.channelId, { includeDeleted: false })
      .filter((message) => !isPrivate(message) && customIds(message).length === 0)
      .flatMap((message) => message.embeds)
      .filter((embed) => this.shape.isResultTitle(embed.title ?? '', round));
  }

  /** Waits for the result of `round` (up to `timeoutMs`, the kit's default when omitted); its text. */
  async result(round: number, timeoutMs?: number): Promise<string> {
    const embed = await this.world.discord.waitFor(() => this.results(round)[0], {
      description: `the result of coup ${round}`,
      ...(timeoutMs ? { timeoutMs } : {}),
    });
    return embedText(embed);
  }

  /** The committed table and its game's state, straight from the bot's SQLite file. */
  async stored(): Promise<{ table: TableRecord; game: State }> {
    const table = await withStorage(this.world, (db) => db.table(this.channelId));
    if (!table) throw new Error('no table is stored for the channel');
    return { table, game: table.gameState as State };
  }

  /**
   * `name` seeds shoe 1 by /fair seed before it is shuffled: he is told privately, the bot stores
   * the seed, and the shoe's first coup starts at `firstCoupAt` (where the test's plan dealt it).
   */
  async seedFirstShoe(name: string, clientSeed: string, firstCoupAt: number): Promise<void> {
    expectPrivateOk(
      await this.player(name).slash('fair', { value: clientSeed }, 'seed').reply(),
      `Shoe 1 will be shuffled with the client seed \`${clientSeed}\`.`,
    );
    const seeded = await this.stored();
    expect(seeded.table.shoe.spec.clientSeed).toBe(clientSeed);
    expect(nextCardAt(seeded.table.shoe)).toBe(firstCoupAt);
  }

  /** A player's name from their user id. */
  nameOf(userId: string): string {
    for (const [name, p] of this.#players) if (p.userId === userId) return name;
    return userId;
  }
}
