/** The bot's pictures: pure functions from table state to Discord message payloads. */

export { CARD_BACK, commissionText, stakeValues } from './banked-shared.js';
export { type BanqueCardsInput, renderBanqueCards } from './banque-cards.js';
export {
  type AuctionNote,
  auctionNotesOf,
  type CapRefund,
  capRefundsOf,
  renderAuctionNote,
  renderCapRefundNote,
} from './banque-notes.js';
export {
  type BanqueResultInput,
  banqueDecisionLine,
  renderBanqueBankEnded,
  renderBanqueResult,
} from './banque-result.js';
export {
  type BanqueTableMessageInput,
  banqueNamesNeeded,
  isBanqueTable,
  readBanqueTable,
  renderBanqueTableMessage,
} from './banque-table.js';
export { cardFace, handFaces } from './cards.js';
export { type CdfCardsInput, renderCdfCards } from './cdf-cards.js';
export { type CdfCoverRefund, cdfCoverRefundsOf, renderCdfRefundNote } from './cdf-notes.js';
export { renderCdfDone } from './cdf-replies.js';
export { type CdfResultInput, cdfDecisionLine, renderCdfResult } from './cdf-result.js';
export { cdfNamesNeeded, isCdfTable, readCdfTable } from './cdf-shared.js';
export { type CdfTableMessageInput, renderCdfTableMessage } from './cdf-table.js';
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
