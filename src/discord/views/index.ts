/** The bot's pictures: pure functions from table state to Discord message payloads. */

export { type BanqueCardsInput, renderBanqueCards } from '../../games/banque/shell/cards.js';
export {
  type AuctionNote,
  auctionNotesOf,
  type CapRefund,
  capRefundsOf,
  renderAuctionNote,
  renderCapRefundNote,
} from '../../games/banque/shell/notes.js';
export {
  type BanqueResultInput,
  banqueDecisionLine,
  renderBanqueBankEnded,
  renderBanqueResult,
} from '../../games/banque/shell/result.js';
export {
  type BanqueTableMessageInput,
  banqueNamesNeeded,
  isBanqueTable,
  readBanqueTable,
  renderBanqueTableMessage,
} from '../../games/banque/shell/table.js';
export { type CdfCardsInput, renderCdfCards } from '../../games/chemin-de-fer/shell/cards.js';
export {
  type CdfCoverRefund,
  cdfCoverRefundsOf,
  renderCdfRefundNote,
} from '../../games/chemin-de-fer/shell/notes.js';
export { renderCdfDone } from '../../games/chemin-de-fer/shell/replies.js';
export {
  type CdfResultInput,
  cdfDecisionLine,
  renderCdfResult,
} from '../../games/chemin-de-fer/shell/result.js';
export { cdfNamesNeeded, isCdfTable, readCdfTable } from '../../games/chemin-de-fer/shell/shared.js';
export { type CdfTableMessageInput, renderCdfTableMessage } from '../../games/chemin-de-fer/shell/table.js';
export { CARD_BACK, commissionText, stakeValues } from './banked-shared.js';
export { cardFace, handFaces } from './cards.js';
export { EMBED_LIMITS, embedLength, fitEmbed, linesToFields, safeName, truncate } from './embed-limits.js';
export { renderNewShoePrompt } from './new-shoe.js';
export { type OddsInput, PERCENT_DIGITS, percentText, renderOdds } from './odds-view.js';
export {
  type BalanceInput,
  renderBalance,
  renderBetPlaced,
  renderBetsCleared,
  renderBetsRepeated,
  renderBetsReturned,
  renderClientSeedSet,
  renderDailyClaimed,
  renderFairStatus,
  renderShoeExport,
  renderShoeRevealed,
  renderShoeStarted,
  renderTableSettings,
  renderWalletAdjusted,
  type TableSettingsInput,
} from './panels.js';
export { type RefundNote, refundNotesOf, renderRefundNote } from './refund-notes.js';
export { type Problem, renderError, renderRefusal } from './refusal.js';
export { drawsOnText, type RoundResultInput, renderRoundResult, ruleLines } from './round-result.js';
export { bankerTable, RULES_TOPICS, type RulesTopic, renderRules } from './rules.js';
export {
  previewText,
  renderScoreboard,
  type ScoreboardInput,
  scoreboardFile,
  scoreboardFileName,
  withScoreboard,
} from './scoreboard-view.js';
export { COLORS, netAndBalance, stakesText, type ViewFile, type ViewMessage } from './shared.js';
export {
  type LeaderboardInput,
  renderHistory,
  renderLeaderboard,
  renderStats,
  type StatsInput,
} from './stats-view.js';
export {
  chipValues,
  RECENT_RESULTS,
  recentStrip,
  renderTableMessage,
  type TableMessageInput,
} from './table-message.js';
