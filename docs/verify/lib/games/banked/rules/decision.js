/**
 * Throws where a choice may not be applied: a coup dealt elsewhere (`at` is not where it was
 * dealt), a choice the rule does not allow, or a default that is not the default. Each is a
 * programming error: the table offers only the allowed choices.
 */
export const assertChoice = (at, dealtAt, request, choice, by) => {
    if (at !== dealtAt)
        throw new RangeError(`the coup was dealt at ${dealtAt}, not ${at}`);
    if (!request.choices.includes(choice))
        throw new RangeError(`${request.rule} allows ${request.choices.join(' or ')}, not ${choice}`);
    if (by === 'default' && choice !== request.defaultChoice)
        throw new RangeError(`the default of ${request.rule} is ${request.defaultChoice}, not ${choice}`);
};
//# sourceMappingURL=decision.js.map