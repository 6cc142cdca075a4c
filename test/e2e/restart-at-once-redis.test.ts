/** The bot killed and started again at once, again and again, on redis (support/restart-at-once.ts). */
import { restartAtOnce } from './support/restart-at-once.js';

restartAtOnce('redis');
