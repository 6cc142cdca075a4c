/** The bot's pictures: pure functions from table state to Discord message payloads. */

export { cardFace, handFaces } from './cards.js';
export { EMBED_LIMITS, embedLength, fitEmbed, linesToFields, safeName, truncate } from './embed-limits.js';
export { renderNewShoePrompt } from './new-shoe.js';
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
export { PERCENT_DIGITS, percentText } from './percent.js';
export { type RefundNote, refundNotesOf, renderRefundNote } from './refund-notes.js';
export { type Problem, renderError, renderRefusal } from './refusal.js';
export { RULES_TOPIC_CHOICES, RULES_TOPICS, type RulesTopic, renderRules } from './rules.js';
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
