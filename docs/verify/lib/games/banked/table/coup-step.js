export const tableStepOf = (engine, holders) => {
    let step = engine;
    while (step.kind === 'waiting' && holders.unheld(step.decision))
        step = holders.byDefault(step.state, step.decision.defaultChoice);
    if (step.kind === 'waiting') {
        const { decision } = step;
        return {
            kind: 'waiting',
            state: step.state,
            decision: {
                userId: holders.deciderOf(decision),
                kind: decision.rule,
                choices: decision.choices,
                defaultChoice: decision.defaultChoice,
            },
        };
    }
    return { kind: 'finished', cardsUsed: step.cardsUsed, coup: holders.finished(step.coup) };
};
//# sourceMappingURL=coup-step.js.map