/** `text` as a whole number (digits only, a safe integer), or undefined: what `--stakes` parts are. */
export const wholeNumber = (text) => {
    const value = Number(text);
    return /^\d+$/.test(text) && Number.isSafeInteger(value) ? value : undefined;
};
//# sourceMappingURL=export-format.js.map