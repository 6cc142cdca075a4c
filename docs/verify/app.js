/**
 * The verifier page's screen: takes a file (dropped, picked, or the known-answer example), has
 * verify.js check it, and draws the verdict, the seeds beside the commitment, and every coup with
 * its cards and a ✓, or what differs, the first difference marked.
 */
import { knownAnswerExport, verifyExportText } from './verify.js';

const $ = (id) => document.getElementById(id);
const statusBox = $('status');
const reportBox = $('report');

/** A DOM element: `h('p', { class: 'x' }, 'text', child)`. */
const h = (tag, attributes = {}, ...children) => {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes))
    if (value !== undefined && value !== false) element.setAttribute(name, value === true ? '' : value);
  for (const child of children.flat())
    if (child !== undefined && child !== null && child !== false)
      element.append(child instanceof Node ? child : String(child));
  return element;
};

// ---- Cards ----------------------------------------------------------------------------------

const SUIT_SYMBOLS = { S: '♠', H: '♥', D: '♦', C: '♣' };
const SUIT_NAMES = { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' };
const RANK_NAMES = { A: 'ace', T: '10', J: 'jack', Q: 'queen', K: 'king' };
/** U+FE0E asks for the text form of a suit symbol, never the emoji. */
const TEXT_FORM = '\uFE0E';

/** A card code as a small playing card; anything else is shown as written, in a plain box. */
const card = (code, extraClass = '') => {
  const rank = code?.[0];
  const suit = code?.[1];
  if (typeof code !== 'string' || code.length !== 2 || !'A23456789TJQK'.includes(rank) || !SUIT_SYMBOLS[suit])
    return h('span', { class: `card unknown ${extraClass}`.trim(), title: 'not a card code' }, String(code));
  const red = suit === 'H' || suit === 'D';
  return h(
    'span',
    {
      class: `card${red ? ' red' : ''} ${extraClass}`.trim(),
      title: `${RANK_NAMES[rank] ?? rank} of ${SUIT_NAMES[suit]}`,
      'data-code': code,
    },
    rank === 'T' ? '10' : rank,
    h('span', { class: 'suit', 'aria-hidden': 'true' }, SUIT_SYMBOLS[suit] + TEXT_FORM),
  );
};

/** A hand: its label, its cards (those that differ from `other` outlined), and its total. */
const hand = (value, { other, position } = {}) =>
  h(
    'div',
    { class: `hand ${position ?? ''}`.trim() },
    h('span', { class: 'hand-label' }, value.label),
    value.cards.map((code, i) => card(code, other && other.cards[i] !== code ? 'differs' : '')),
    other && other.cards.length > value.cards.length
      ? other.cards
          .slice(value.cards.length)
          .map(() => h('span', { class: 'card missing', title: 'no card' }, '–'))
      : [],
    value.total === undefined ? [] : h('span', { class: 'total', title: 'total' }, value.total),
  );

// ---- Words ----------------------------------------------------------------------------------

const HAND_WORDS = {
  player: "the Player's hand",
  banker: "the Banker's hand",
  punter: "the Punter's hand",
  playerTotal: "the Player's total",
  bankerTotal: "the Banker's total",
  outcome: 'the outcome',
  result: 'the result',
  number: 'its number',
};

/** A mismatch's place, in words: `coup 12, the Banker's hand`. */
const describeWhere = (where) => {
  if (where === 'commitment') return 'the commitment';
  if (where === 'burn.shown') return 'the burn card';
  if (where === 'burn.burned') return 'the number of cards burned';
  const [, number, field] = where.match(/^(?:round|coup) (\d+)(?: (.+))?$/) ?? [];
  if (number === undefined) return where;
  if (field === undefined) return `coup ${number}`;
  const decision = field.match(/^decision (\d+)$/);
  return `coup ${number}, ${decision ? `decision ${decision[1]}` : (HAND_WORDS[field] ?? field)}`;
};

const plural = (count, one, many) => `${count} ${count === 1 ? one : many}`;

/** Card codes inside a sentence as cards are printed: `KH 3S` becomes `K♥ 3♠`, `TD` becomes `10♦`. */
const cardsInText = (text) =>
  String(text).replace(
    /\b([A2-9TJQK])([SHDC])\b/g,
    (_, rank, suit) => `${rank === 'T' ? '10' : rank}${SUIT_SYMBOLS[suit]}${TEXT_FORM}`,
  );

// ---- The report -----------------------------------------------------------------------------

/** The first sentence of the verdict on a shoe that does not match. */
const firstDifferenceText = (report) => {
  const first = report.firstDifference;
  if (first.where === 'commitment') return 'The revealed server seed does not hash to the commitment.';
  if (first.actual === 'the cut card had ended the shoe')
    return `The file claims ${describeWhere(first.where)}, but the cut card had already ended the shoe.`;
  return `First difference: ${describeWhere(first.where)}. The file says ${cardsInText(first.claimed)}, the seeds deal ${cardsInText(first.actual)}.`;
};

const firstBadCoup = (report) => report.coups.find((coup) => coup.mismatches.length > 0);

const verdict = (report) => {
  const coups = plural(report.coups.length, 'coup', 'coups');
  if (report.ok)
    return h(
      'div',
      { class: 'verdict ok', id: 'verdict', 'data-verdict': 'ok' },
      h('span', { class: 'verdict-mark', 'aria-hidden': 'true' }, '✓'),
      h(
        'div',
        {},
        h('h2', {}, `Shoe ${report.shoeNumber} matches its seeds`),
        h(
          'p',
          {},
          `The commitment, the shuffle, the burn and all ${coups} are exactly what the revealed seeds deal.`,
          report.coupsInShoe !== undefined && report.coupsInShoe > report.coups.length
            ? ` The shoe was ended early: it held ${plural(report.coupsInShoe, 'coup', 'coups')} before the cut card.`
            : '',
        ),
      ),
    );
  const bad = firstBadCoup(report);
  const wrongCoups = report.coups.filter((coup) => coup.mismatches.length > 0).length;
  return h(
    'div',
    { class: 'verdict bad', id: 'verdict', 'data-verdict': 'bad' },
    h('span', { class: 'verdict-mark', 'aria-hidden': 'true' }, '✗'),
    h(
      'div',
      {},
      h('h2', {}, `Shoe ${report.shoeNumber} does not match its seeds`),
      h('p', { class: 'first-difference' }, firstDifferenceText(report)),
      h(
        'p',
        { class: 'tally' },
        [
          report.header.length > 0
            ? `${plural(report.header.length, 'difference', 'differences')} in the commitment and burn`
            : '',
          `${wrongCoups} of ${plural(report.coups.length, 'coup', 'coups')} ${wrongCoups === 1 ? 'differs' : 'differ'}`,
        ]
          .filter(Boolean)
          .join('; ')
          .concat('.'),
      ),
      bad &&
        h(
          'p',
          { class: 'jump' },
          h('a', { href: `#coup-${bad.number}`, class: 'link' }, `Show coup ${bad.number}`),
        ),
    ),
  );
};

const check = (ok, yes, no) => h('span', { class: `pill ${ok ? 'ok' : 'bad'}` }, ok ? `✓ ${yes}` : `✗ ${no}`);

/** The seeds, the commitment beside the SHA-256 of the revealed seed, the burn. */
const seedsPanel = (report) => {
  const matches = report.commitment === report.seedHash;
  const burnOk = report.burn.claimed.shown === report.burn.actual.shown;
  const burnedOk = report.burn.claimed.burned === report.burn.actual.burned;
  const fact = (label, ...value) => [h('dt', {}, label), h('dd', {}, ...value)];
  const pair = (label, ...value) => [h('dt', { class: 'pair' }, label), h('dd', { class: 'pair' }, ...value)];
  return h(
    'section',
    { class: 'panel seeds' },
    h('h3', {}, 'Seeds and commitment'),
    h(
      'dl',
      { class: 'facts' },
      pair(
        'Commitment, published before the first coup',
        h('span', { class: 'hex', id: 'commitment' }, report.commitment),
      ),
      pair(
        'SHA-256 of the revealed server seed',
        h('span', { class: `hex${matches ? '' : ' differs'}`, id: 'seed-hash' }, report.seedHash),
        h('span', { id: 'commitment-check' }, check(matches, 'same as the commitment', 'not the commitment')),
      ),
      fact('Server seed (revealed)', h('span', { class: 'hex' }, report.serverSeed)),
      fact('Client seed', h('code', {}, report.clientSeed)),
      fact(
        'Shoe',
        `${report.shoeNumber} · ${plural(report.decks, 'deck', 'decks')} · cut card ${report.cutCardReserve} cards from the end`,
        report.note ? h('span', { class: 'pill plain' }, report.note) : '',
      ),
      fact(
        'Burn',
        card(report.burn.claimed.shown, burnOk ? '' : 'differs'),
        `burns ${report.burn.claimed.burned}`,
        burnOk && burnedOk
          ? check(true, 'as dealt', '')
          : check(
              false,
              '',
              `the seeds show ${cardsInText(report.burn.actual.shown)} and burn ${report.burn.actual.burned}`,
            ),
      ),
    ),
  );
};

const outcomeClass = (outcome) => outcome.split(' ')[0].toLowerCase();

/** One coup: its hands, its outcome and a ✓, or beneath it what the seeds deal instead. */
const coupRow = (coup, first) => {
  const bad = coup.mismatches.length > 0;
  const { claimed, actual } = coup;
  const row = h(
    'li',
    {
      class: `coup ${bad ? 'bad' : 'ok'}${first ? ' first' : ''}`,
      id: `coup-${coup.number}`,
      'data-coup': coup.number,
    },
    h('span', { class: 'coup-number' }, `#${coup.number}`),
    hand(claimed.hands[0], { other: bad ? actual?.hands[0] : undefined, position: 'first' }),
    hand(claimed.hands[1], { other: bad ? actual?.hands[1] : undefined, position: 'second' }),
    h('span', { class: `outcome ${outcomeClass(claimed.outcome)}` }, claimed.outcome),
    h(
      'span',
      {
        class: 'coup-mark',
        title: bad ? 'differs from the seeds' : 'as the seeds deal it',
        'aria-label': bad ? 'differs' : 'verified',
      },
      bad ? '✗' : '✓',
    ),
  );
  if (claimed.notes.length > 0) row.append(h('p', { class: 'notes' }, claimed.notes.join(' · ')));
  if (bad)
    row.append(
      h(
        'div',
        { class: 'difference' },
        actual
          ? h(
              'div',
              { class: 'difference-row actual' },
              h('span', {}, 'The seeds deal'),
              h(
                'div',
                { class: 'difference-hands' },
                actual.hands.map((value, i) => hand(value, { other: claimed.hands[i] })),
                h('span', { class: `outcome ${outcomeClass(actual.outcome)}` }, actual.outcome),
              ),
            )
          : h(
              'div',
              { class: 'difference-row' },
              h('span', {}, 'The seeds deal'),
              h('span', {}, 'nothing: the cut card had already ended the shoe'),
            ),
        actual && actual.notes.length > 0
          ? h(
              'div',
              { class: 'difference-row' },
              h('span', {}, 'Decisions'),
              h('span', { class: 'notes' }, actual.notes.join(' · ')),
            )
          : '',
        h(
          'ul',
          { class: 'mismatch-list' },
          coup.mismatches.map((m) =>
            h(
              'li',
              {},
              `${describeWhere(m.where)}: the file says ${cardsInText(m.claimed)}, the seeds deal ${cardsInText(m.actual)}`,
            ),
          ),
        ),
      ),
    );
  return row;
};

const coupsPanel = (report) => {
  const first = firstBadCoup(report);
  const list = h(
    'ol',
    { class: 'coups', id: 'coups' },
    report.coups.map((coup) => coupRow(coup, coup === first)),
  );
  const tools = h('span', { class: 'coups-tools' });
  if (!report.ok && report.coups.some((coup) => coup.mismatches.length === 0)) {
    const only = h('input', { type: 'checkbox', id: 'only-differences' });
    only.addEventListener('change', () => list.classList.toggle('only-differences', only.checked));
    tools.append(h('label', {}, only, 'Only differences'));
  }
  return h(
    'section',
    { class: 'panel' },
    h('h3', {}, report.heading, tools),
    report.coups.length > 0
      ? list
      : h('p', { class: 'notes', style: 'padding: 14px 18px' }, 'No coup was dealt from this shoe.'),
  );
};

// ---- Reading a file -------------------------------------------------------------------------

const showStatus = (title, problems = [], error = false) => {
  statusBox.replaceChildren(
    h('h2', {}, title),
    problems.length > 0
      ? h(
          'ul',
          {},
          problems.map((problem) => h('li', {}, problem)),
        )
      : '',
  );
  statusBox.classList.toggle('error', error);
  statusBox.hidden = false;
};

const checkText = async (text, name) => {
  reportBox.hidden = true;
  if (!globalThis.crypto?.subtle) {
    showStatus(
      'This browser cannot hash here',
      [
        'WebCrypto is only available on pages served over https (or from localhost). Open the page from its https address.',
      ],
      true,
    );
    return;
  }
  showStatus(`Checking ${name}…`);
  let result;
  try {
    result = await verifyExportText(text, globalThis.crypto.subtle);
  } catch (error) {
    showStatus(`${name} could not be checked`, [String(error?.message ?? error)], true);
    return;
  }
  if (result.kind === 'unreadable') {
    showStatus(`${name}: ${result.title}`, result.problems, true);
    return;
  }
  statusBox.hidden = true;
  reportBox.replaceChildren(verdict(result), seedsPanel(result), coupsPanel(result));
  reportBox.dataset.file = name;
  reportBox.hidden = false;
  $('verdict').scrollIntoView({ block: 'start' });
};

const readFile = async (file) => {
  if (!file) return;
  let text;
  try {
    text = await file.text();
  } catch (error) {
    showStatus(`${file.name} could not be read`, [String(error?.message ?? error)], true);
    return;
  }
  await checkText(text, file.name);
};

// ---- Wiring ---------------------------------------------------------------------------------

const drop = $('drop');
const input = $('file');
input.addEventListener('change', () => {
  void readFile(input.files?.[0]);
  input.value = '';
});
// The whole window takes a dropped file, so a near miss still counts.
for (const type of ['dragenter', 'dragover'])
  window.addEventListener(type, (event) => {
    event.preventDefault();
    drop.classList.add('over');
  });
for (const type of ['dragleave', 'dragend'])
  window.addEventListener(type, (event) => {
    if (type === 'dragend' || event.relatedTarget === null) drop.classList.remove('over');
  });
window.addEventListener('drop', (event) => {
  event.preventDefault();
  drop.classList.remove('over');
  void readFile(event.dataTransfer?.files?.[0]);
});

$('example').addEventListener('click', async () => {
  if (!globalThis.crypto?.subtle) return checkText('', 'the example');
  await checkText(await knownAnswerExport(globalThis.crypto.subtle), 'the known-answer shoe');
});

$('theme').addEventListener('click', () => {
  const root = document.documentElement;
  const dark = root.dataset.theme
    ? root.dataset.theme === 'dark'
    : matchMedia('(prefers-color-scheme: dark)').matches;
  root.dataset.theme = dark ? 'light' : 'dark';
  try {
    localStorage.setItem('sabot-verify-theme', root.dataset.theme);
  } catch {}
});

document.documentElement.dataset.ready = 'true';
