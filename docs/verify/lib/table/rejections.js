export const reject = (code, ...[context]) => ({ ok: false, code, context: context ?? {} });
//# sourceMappingURL=rejections.js.map