// `analyze`: the metrics designers use for a model, for chosen players (README "Analysis"). The work
// is a list of small tasks; here they run in this thread, in order, and `@tabletwin/tactics/node`
// runs the same tasks on worker threads. The result depends only on the spec, and a run stopped
// early reports what its finished tasks measured.
import { measure, type GameMeasure, type Measure, type SkillMeasure } from './measure.js';
import { playerMetrics, skillMetric, type Metric } from './metrics.js';
import { prepareAnalysis, tasksOf, type AnalysisSpec, type PreparedAnalysis, type Task } from './spec.js';

export interface AnalysisResult {
  /** The model's `game` id. */
  readonly game: string | null;
  readonly seats: number;
  readonly seed: number;
  /** Games asked per player, and the search budget of the strongest searcher. */
  readonly games: number;
  readonly budget: number;
  readonly players: readonly string[];
  /** Requests a play-out may take, set from random games (see PreparedAnalysis). */
  readonly playoutLimit: number;
  /** Tasks done of all (a stopped run has fewer), and whether all were done. */
  readonly done: number;
  readonly total: number;
  readonly complete: boolean;
  readonly metrics: readonly Metric[];
}

export interface AnalysisOptions {
  /** Asked between tasks: once it says so, the analysis reports what it has. */
  stopped?: () => boolean;
  onProgress?: (done: number, total: number) => void;
}

/** The tasks `from` … `to − 1` of a prepared analysis (what a worker thread runs). */
export function analysisChunk(a: PreparedAnalysis, from: number, to: number, stopped?: () => boolean): Measure[] {
  const tasks = tasksOf(a);
  const out: Measure[] = [];
  for (let i = from; i < Math.min(to, tasks.length); i++) {
    if (stopped?.() === true) break;
    out.push(measure(a, tasks[i]!));
  }
  return out;
}

const order = (x: Measure): [number, number, number] => (x.kind === 'game' ? [0, x.player, x.k] : [1, x.point, x.k]);

/** The result of the measures done so far (in any order; each task counted once). */
export function summarizeAnalysis(a: PreparedAnalysis, measures: readonly Measure[], total: number): AnalysisResult {
  const seen = new Set<string>();
  const unique = measures.filter((m) => {
    const key = order(m).join(':');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  unique.sort((x, y) => {
    const [a1, b1, c1] = order(x);
    const [a2, b2, c2] = order(y);
    return a1 - a2 || b1 - b2 || c1 - c2;
  });
  const metrics: Metric[] = [];
  a.spec.players.forEach((text, player) => {
    metrics.push(
      ...playerMetrics(
        a,
        text,
        unique.filter((m): m is GameMeasure => m.kind === 'game' && m.player === player),
      ),
    );
  });
  if (a.spec.skillGames > 0)
    metrics.push(
      skillMetric(
        a,
        unique.filter((m): m is SkillMeasure => m.kind === 'skill'),
      ),
    );
  const id = a.model.data['game'];
  return {
    game: typeof id === 'string' ? id : null,
    seats: a.seats,
    seed: a.spec.seed,
    games: a.spec.games,
    budget: a.spec.budget,
    players: a.spec.players,
    playoutLimit: a.playoutLimit,
    done: unique.length,
    total,
    complete: unique.length === total,
    metrics,
  };
}

/** The whole analysis in this thread. */
export function analyze(spec: AnalysisSpec, options: AnalysisOptions = {}): AnalysisResult {
  const a = prepareAnalysis(spec);
  const tasks: Task[] = tasksOf(a);
  const out: Measure[] = [];
  for (const t of tasks) {
    if (options.stopped?.() === true) break;
    out.push(measure(a, t));
    options.onProgress?.(out.length, tasks.length);
  }
  return summarizeAnalysis(a, out, tasks.length);
}

export { prepareAnalysis, tasksOf, skillBudgets, type AnalysisSpec, type PreparedAnalysis, type Task } from './spec.js';
export { LEAD_MARGIN, type GameMeasure, type SkillMeasure, type Measure } from './measure.js';
export type { Metric, SkillPoint } from './metrics.js';
