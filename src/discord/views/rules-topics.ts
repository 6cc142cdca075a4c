/** The topics /rules offers: fixed, as Discord registers a command's choices once for every channel. */
export type RulesTopic =
  | 'basics'
  | 'values'
  | 'third-card'
  | 'payouts'
  | 'punto-2000'
  | 'limits'
  | 'fairness'
  | 'roads';
export const RULES_TOPICS: readonly RulesTopic[] = [
  'basics',
  'values',
  'third-card',
  'payouts',
  'punto-2000',
  'limits',
  'fairness',
  'roads',
];
