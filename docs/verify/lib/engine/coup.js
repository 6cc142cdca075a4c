/**
 * One tableau coup: Player and Banker dealt from a shoe and drawn by the fixed tableau (the deal
 * of every house-banked game here, whose bets differ), with a transcript a view can explain:
 * every card and whose hand it went to, both totals after it, and each draw-or-stand decision
 * with the rule that made it. Pure: the same cards always give the same coup.
 *
 * A coup is plain data (arrays, numbers and strings only), so a round record stores it as it is,
 * and it survives JSON, `structuredClone` and a trip to a worker unchanged.
 */
import { pointOf } from './cards.js';
import { bankerRuleWhenPlayerDrew, bankerRuleWhenPlayerStood, isNatural, playerDraws, } from './tableau.js';
export const SIDES = ['player', 'banker', 'tie'];
/** Deals the next card of `shoe` (the coup starts at `at`) to `hand`; returns its point value. */
const dealNext = (layout, shoe, at, hand) => {
    const card = shoe[at + layout.cards.length];
    const points = pointOf(card);
    if (hand === 'player') {
        layout.player.push(card);
        layout.playerTotal = (layout.playerTotal + points) % 10;
    }
    else {
        layout.banker.push(card);
        layout.bankerTotal = (layout.bankerTotal + points) % 10;
    }
    layout.cards.push({ card, hand, playerTotal: layout.playerTotal, bankerTotal: layout.bankerTotal });
    return points;
};
/**
 * Deals one coup from `cards` starting at `at`: Player, Banker, Player, Banker, then the Player's
 * third card if the tableau says so, then the Banker's. The caller guarantees six cards remain;
 * the fifth and sixth are read only when a hand draws them. The coup copies the cards it dealt
 * and keeps no reference to `cards`.
 */
export const dealCoup = (cards, at) => {
    const layout = { cards: [], player: [], banker: [], playerTotal: 0, bankerTotal: 0 };
    dealNext(layout, cards, at, 'player');
    dealNext(layout, cards, at, 'banker');
    dealNext(layout, cards, at, 'player');
    dealNext(layout, cards, at, 'banker');
    const playerTwo = layout.playerTotal;
    const bankerTwo = layout.bankerTotal;
    const natural = isNatural(playerTwo) || isNatural(bankerTwo);
    let decisions;
    if (natural) {
        decisions = [
            { hand: 'player', total: playerTwo, playerThird: null, action: 'stand', rule: 'natural' },
            { hand: 'banker', total: bankerTwo, playerThird: null, action: 'stand', rule: 'natural' },
        ];
    }
    else if (playerDraws(playerTwo)) {
        const playerThird = dealNext(layout, cards, at, 'player');
        const bankerRule = bankerRuleWhenPlayerDrew(bankerTwo, playerThird);
        decisions = [
            { hand: 'player', total: playerTwo, playerThird: null, action: 'draw', rule: 'player-draws-0-5' },
            { hand: 'banker', total: bankerTwo, playerThird, ...bankerRule },
        ];
        if (bankerRule.action === 'draw')
            dealNext(layout, cards, at, 'banker');
    }
    else {
        const bankerRule = bankerRuleWhenPlayerStood(bankerTwo);
        decisions = [
            { hand: 'player', total: playerTwo, playerThird: null, action: 'stand', rule: 'player-stands-6-7' },
            { hand: 'banker', total: bankerTwo, playerThird: null, ...bankerRule },
        ];
        if (bankerRule.action === 'draw')
            dealNext(layout, cards, at, 'banker');
    }
    const { playerTotal, bankerTotal } = layout;
    const outcome = playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie';
    // The stored field order, which round records and exports have always had.
    return {
        cards: layout.cards,
        decisions,
        player: layout.player,
        banker: layout.banker,
        playerTotal,
        bankerTotal,
        outcome,
        natural,
    };
};
//# sourceMappingURL=coup.js.map