// The pipeline: read the text → index the model → checks and unknown keys → executability,
// figures, markers and the flow → test games (only without errors) → one Report.
import { ModelError, readModel, type ModelErrorKind, type ModelSource } from '@tabletwin/engine';
import { CHECKS, type CheckContext } from './checks/index.js';
import { severityOf, type FindingCode } from './codes.js';
import { collectSlots } from './executability.js';
import { expressionSites, quotedIn } from './expression-sites.js';
import { Expressions } from './expressions.js';
import { buildFlowTree } from './flow.js';
import { computeFigures, gapsOf } from './figures.js';
import { stepMarkers } from './markers.js';
import { runTestGames, type TestGameOptions } from './test-games.js';
import { isPlainObject, ModelIndex, type Dict } from './model.js';
import type { Finding, ModelPath, Report } from './report.js';
import { modelKeyFindings } from './unknown-keys.js';

export interface ValidateOptions extends TestGameOptions {
  /** Play the test games (default true); they only run for a model without errors. */
  testGames?: boolean;
}

type Locate = (path: ModelPath) => { line: number; column: number } | undefined;

/**
 * Validates a model given as YAML text, or as plain data already read (then findings carry no
 * line and column).
 */
export function validate(model: string | Dict, options: ValidateOptions = {}): Report {
  let source: ModelSource | { data: Dict; locate: Locate };
  if (typeof model === 'string') {
    try {
      source = readModel(model);
    } catch (e) {
      if (e instanceof ModelError) return unreadable(UNREADABLE[e.kind], e.reason, e.path ?? [], e.line, e.column);
      const reason = `The YAML cannot be read: ${e instanceof Error ? e.message : String(e)}`;
      return unreadable('unreadable-yaml', reason, [], undefined, undefined);
    }
  } else {
    if (!isPlainObject(model) || !('flow' in model)) {
      return unreadable('not-a-model', 'This is not a model: a model is a mapping with a `flow`', [], undefined, undefined);
    }
    source = { data: model, locate: () => undefined };
  }
  return validateData(source.data, source.locate, options);
}

function validateData(data: Dict, locate: Locate, options: ValidateOptions): Report {
  const index = new ModelIndex(data);
  const exprs = new Expressions();
  const sites = expressionSites(data);
  const findings: Finding[] = [];
  const report = (code: FindingCode, message: string, path: ModelPath) => {
    findings.push({ code, severity: severityOf(code), message, path, ...position(locate, path) });
  };
  const quoted = quotedIn(sites);
  const ctx: CheckContext = { index, exprs, sites, quoted, report };
  for (const check of CHECKS) check(ctx);
  for (const key of modelKeyFindings(data)) report(key.code, key.message, key.path);

  const slots = collectSlots(index, { keywordUsed: quoted });
  const byPosition = (a: Finding, b: Finding) => (a.line ?? Infinity) - (b.line ?? Infinity) || (a.column ?? 0) - (b.column ?? 0);
  const errors = findings.filter((f) => f.severity === 'error').sort(byPosition);
  const warnings = findings.filter((f) => f.severity === 'warning').sort(byPosition);
  const wantGames = options.testGames ?? true;
  const markers = stepMarkers(index);
  return {
    game: typeof data['game'] === 'string' ? data['game'] : null,
    label: typeof data['label'] === 'string' ? data['label'] : null,
    errors,
    warnings,
    figures: computeFigures(index, slots),
    gaps: gapsOf(slots).map((g) => ({ ...g, ...position(locate, g.path) })),
    markers,
    flow: buildFlowTree(index, markers),
    testGames: wantGames && errors.length === 0 ? runTestGames(data, options) : null,
  };
}

/** The position of `path`, or of the nearest enclosing node the text has. */
function position(locate: Locate, path: ModelPath): { line?: number; column?: number } {
  for (let n = path.length; n >= 0; n--) {
    const at = locate(path.slice(0, n));
    if (at) return { line: at.line, column: at.column };
  }
  return {};
}

/** The finding code of each way the engine's reader can fail. */
const UNREADABLE: Record<ModelErrorKind, FindingCode> = {
  yaml: 'unreadable-yaml',
  'not-a-model': 'not-a-model',
  key: 'key-not-text',
};

function unreadable(
  code: FindingCode,
  message: string,
  path: ModelPath,
  line: number | undefined,
  column: number | undefined,
): Report {
  const finding: Finding = { code, severity: severityOf(code), message, path };
  if (line !== undefined) finding.line = line;
  if (column !== undefined) finding.column = column;
  return {
    game: null,
    label: null,
    errors: [finding],
    warnings: [],
    figures: null,
    gaps: [],
    markers: [],
    flow: { main: null, flows: [] },
    testGames: null,
  };
}

/** The report of an input that could not be read at all (a missing file, a folder): its one error. */
export function unreadableInput(message: string): Report {
  return unreadable('unreadable-file', message, [], undefined, undefined);
}
