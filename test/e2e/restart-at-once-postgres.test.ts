/** The bot killed and started again at once, again and again, on postgres (support/restart-at-once.ts). */
import { restartAtOnce } from './support/restart-at-once.js';

restartAtOnce('postgres');
