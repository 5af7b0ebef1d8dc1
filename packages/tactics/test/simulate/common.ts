// The texts simulation tests travel with: Pig and its stop-at-8 tactic from the repository's models/.
import { exampleText } from '../helpers.js';

export const PIG = exampleText('pig.yaml');
export const TACTIC = exampleText('tactics/pig-tactic.yaml');
export const FILES = { 'pig-tactic.yaml': TACTIC };
export const HOLD = 'tactic:pig-tactic.yaml';

/** Pig whose die throws a NameError when it would add to a pot of exactly 7. */
export const FRAGILE_PIG = PIG.replace('amount_x: pips', 'amount_x: "pips if pot != 7 else nowhere"');
