// The one length of time the contract tests build their dates from.
export const DAY = 86_400_000;
