/** `npm run bench -- discord-1000`: the end-to-end `/bet` bench at 1,000 tables × 14 players. */
import { discordSection } from './discord.js';

export default discordSection(1000, { p99Ratio: 1.5, throughputRatio: 0.6 });
