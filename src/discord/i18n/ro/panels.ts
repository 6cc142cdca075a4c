import type { Side } from '../../../engine/coup.js';
import type { PanelsCatalog } from '../en/index.js';
import { countChips } from '../format.js';

const chips = countChips('ro', { one: 'jeton', few: 'jetoane', other: 'de jetoane' });
const ON_SIDE: Readonly<Record<Side, string>> = {
  player: 'pe Jucător',
  banker: 'pe Bancher',
  tie: 'pe Egalitate',
};

export const panels: PanelsCatalog = {
  'balance.self': 'Jetoanele tale',
  'balance.other': ({ name }) => `Jetoanele deținute de ${name}`,
  'balance.amount': ({ cents }) => `**${chips(cents)}**`,
  'balance.waiting': ({ cents }) =>
    `**${chips(cents)}** te așteaptă: devin ale tale la primul pariu sau la /daily.`,
  'balance.waitingOther': ({ cents }) =>
    `**${chips(cents)}** în așteptare: devin ale sale la primul pariu sau la /daily.`,
  'balance.dailyReady': 'Jetoanele tale zilnice te așteaptă: scrie /daily.',
  'balance.dailyNext': ({ when }) => `Următoarele jetoane zilnice: ${when}.`,
  'daily.title': 'Jetoane zilnice',
  'daily.claimed': ({ cents, balance, when }) =>
    `Primești ${chips(cents)} și acum ai ${chips(balance)}. Revino ${when} pentru altele.`,
  'admin.granted': ({ name, cents, balance }) =>
    `${name} primește ${chips(cents)} și are acum ${chips(balance)}.`,
  'admin.taken': ({ name, cents, balance }) =>
    `Ai luat înapoi ${chips(cents)} de la ${name}, care are acum ${chips(balance)}.`,
  'admin.title': 'Jetoane ajustate',

  'bet.placed': ({ side, cents, balance }) =>
    `Ai pariat ${chips(cents)} ${ON_SIDE[side]}. Sold: ${chips(balance)}.`,
  'bet.placed.side-bet': ({ side, cents, balance }) =>
    `Ai pariat ${chips(cents)} pe ${side}. Sold: ${chips(balance)}.`,
  'bet.onTable': ({ stakes }) => `Pariurile tale în această rundă: ${stakes}.`,
  'bet.cleared': ({ cents, balance }) => `Ți-ai retras pariurile (${chips(cents)}). Sold: ${chips(balance)}.`,
  'bet.repeated': ({ stakes, balance }) =>
    `Aceleași pariuri ca data trecută: ${stakes}. Sold: ${chips(balance)}.`,

  'settings.takesEffect': 'Intră în vigoare',
  'settings.takesEffect.now': 'Acum',
  'settings.takesEffect.eachTable':
    'La următoarea rundă a fiecărei mese (un nou număr de pachete la următorul sabot); o rundă deja începută își păstrează regulile',
  'pending.next-round': ({ settings }) => `De la runda următoare: ${settings}`,
  'pending.next-shoe': ({ settings }) => `De la următorul sabot: ${settings}`,
  'setting.game': 'jocul',
  'setting.decks': 'pachetele',
  'setting.limits': 'limitele',
  'setting.timerSeconds': 'cronometrul mizelor',
  'setting.decisionSeconds': 'timpul de decizie',
  'setting.open': 'deschisă sau închisă',
  'setting.roadUnderResults': 'tabela sub rezultate',
  'setting.gameOptions': 'opțiunile jocului',
  'notice.betsReturned.title': 'Masă închisă',
  'notice.betsReturned.body':
    'Un administrator a închis masa, iar fiecare miză s-a întors la proprietarul ei:',
  'settings.title': 'Setările mesei',
  'settings.updated': 'Setările mesei au fost actualizate',
  'settings.server': 'Setările serverului au fost actualizate',
  'settings.game': 'Joc',
  'settings.limits': 'Limite',
  'settings.limit.min': 'Miza minimă',
  'settings.limit.max': 'Miza maximă',
  'settings.limit.tieMinAlone': 'Miza minimă pe Egalitate, fără alt pariu',
  'settings.limit.tieMinBeside': 'Miza minimă pe Egalitate, lângă un pariu pe Jucător sau Bancher',
  'settings.limit.tieMax': 'Miza maximă pe Egalitate',
  'settings.timer': 'Cronometru de pariere',
  'settings.timer.off': 'Oprit: un jucător împarte cărțile cu butonul Împarte cărțile',
  'settings.timer.on': ({ seconds }) => `Cărțile se împart la ${seconds} s după primul pariu`,
  'settings.decisionTime': 'Timp de decizie',
  'settings.decisionTime.value': ({ seconds }) =>
    `${seconds} s pentru fiecare decizie (carte sau stai) așteptată de o rundă; apoi se aplică alegerea implicită`,
  'settings.status': 'Masa',
  'settings.open': 'Deschisă pentru pariuri',
  'settings.closed': 'Închisă',
  'settings.startingChips': 'Jetoane de pornire',
  'settings.daily': 'Supliment zilnic',
  'settings.daily.off': 'Oprit',
  'settings.roadUnderResults': 'Tabela de scor sub rezultate',
  'settings.roadUnderResults.on': 'Pornit: fiecare rezultat are dedesubt tabela de scor a sabotului',
  'settings.roadUnderResults.off': 'Oprit: /road o arată la cerere',

  'fair.title': ({ shoe }) => `Verificabil corect · sabotul ${shoe}`,
  'fair.commitment': 'Commitment (SHA-256 al seedului secret al serverului)',
  'fair.clientSeed': 'Seed client',
  'fair.clientSeed.open': 'Încă neblocat: /fair seed îl poate schimba până la prima rundă.',
  'fair.clientSeed.locked': 'Blocat de la prima rundă.',
  'fair.nextClientSeed': 'Seed client pentru sabotul următor',
  'fair.coups': 'Mâini jucate',
  'fair.cardsLeft': 'Cărți rămase',
  'fair.explain':
    'Seedul serverului rămâne sigilat până la sfârșitul sabotului; apoi este dezvăluit și oricine poate reconstitui fiecare carte. /rules fairness explică cum.',
  'fair.revealed.title': ({ shoe }) => `Sabotul ${shoe} s-a terminat: seedul este dezvăluit`,
  'fair.revealed.body': ({ count }) =>
    `Runde jucate din acest sabot: ${count}. Verifică dacă SHA-256 al seedului serverului este egal cu commitmentul, apoi descarcă sabotul cu /fair export și rulează \`npm run verify -- FILE.json\`.`,
  'fair.revealed.body.page': ({ count, url }) =>
    `Runde jucate din acest sabot: ${count}. Descarcă-l cu /fair export și încarcă fișierul în [pagina de verificare](${url}): browserul tău compară SHA-256 al seedului serverului cu commitmentul și reconstituie fiecare carte.`,
  'fair.serverSeed': 'Seedul serverului',
  'fair.serverSeedHash': 'SHA-256 al seedului serverului: compară-l cu commitmentul',
  'fair.lastRevealed': ({ shoe }) => `Sabotul ${shoe}, dezvăluit`,
  'fair.started.title': ({ shoe }) => `Sabotul ${shoe} a fost amestecat`,
  'fair.started.body':
    'Un sabot nou este pregătit. Commitmentul lui este publicat acum; seedul serverului rămâne sigilat până la sfârșitul sabotului.',
  'fair.seedSet': ({ seed, shoe }) => `Sabotul ${shoe} va fi amestecat cu seedul client ${seed}.`,
  'fair.export': ({ shoe, count }) =>
    `Sabotul ${shoe}, runde jucate: ${count}. Verifică-l singur: \`npm run verify -- FILE.json\`.`,
  'fair.export.page': ({ shoe, count, url }) =>
    `Sabotul ${shoe}, runde jucate: ${count}. Verifică-l singur: încarcă acest fișier în [pagina de verificare](${url}).`,
  'fair.verifier': 'Verifică singur un sabot',
  'fair.verifier.how': ({ url }) =>
    `Când un sabot s-a terminat, descarcă-l cu /fair export și încarcă fișierul în [pagina de verificare](${url}): browserul tău reconstituie fiecare carte din seeduri. Nu trebuie să instalezi nimic.`,
  'settings.language': 'Limba mesajelor publice',
  'settings.language.auto': ({ language }) => `Auto: limba serverului din Discord, acum ${language}`,
  'settings.language.set': ({ language }) =>
    `Limba mesajelor publice de pe acest server (masa, rezultatele, anunțurile): **${language}**. Răspunsurile private rămân în limba fiecărui membru.`,
  'language.en': 'English',
  'language.nl': 'Nederlands',
  'language.it': 'Italiano',
  'language.ro': 'Română',
};
