// Counted nouns in the command's English: `1 model`, `1,000 iterations`.

/** `n` in the en-US style with `noun`, plural (an added `s`) unless `n` is 1. */
export function counted(n: number, noun: string): string {
  return `${n.toLocaleString('en-US')} ${noun}${n === 1 ? '' : 's'}`;
}
