// All checks, in the order their findings are made (they are sorted by position afterwards).
import { checkAlwaysPlayable } from './always-playable.js';
import { checkBoards, checkFunctions } from './boards.js';
import { checkAbilities, checkItems, checkOutcomes } from './content.js';
import type { Check } from './context.js';
import { checkEnd } from './end.js';
import { checkActionsUsed, checkFlowNodes, checkFlowsCalled } from './flow.js';
import { checkOps } from './ops.js';
import { checkModifierStats, checkPriority, checkSpeeds, checkTriggers } from './reactions.js';
import { checkDrawnFrom, checkMode, checkNumPlayers, checkOpenQuestions, checkPersist } from './state.js';
import { checkSyntax } from './syntax.js';
import { checkZoneInit } from './zone-init.js';

export const CHECKS: readonly Check[] = [
  checkMode,
  checkNumPlayers,
  checkPersist,
  checkDrawnFrom,
  checkZoneInit,
  checkBoards,
  checkFunctions,
  checkFlowNodes,
  checkFlowsCalled,
  checkActionsUsed,
  checkOps,
  checkSyntax,
  checkTriggers,
  checkPriority,
  checkSpeeds,
  checkAlwaysPlayable,
  checkModifierStats,
  checkOutcomes,
  checkAbilities,
  checkItems,
  checkEnd,
  checkOpenQuestions,
];

export type { CheckContext } from './context.js';
