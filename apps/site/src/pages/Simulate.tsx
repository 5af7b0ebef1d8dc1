// The simulate tab: many games with the chosen players in Web Workers (one per core), a progress bar,
// the results with Wilson intervals, the win rate as games accumulate, game lengths, and a paired
// comparison of two players or two variants (`GOAL=30`).
import { seatLabel, withoutLookAhead } from '../lib/seats.js';
import { sidesOf, type CompareSpec, type ComparisonResult, type SimulationResult, type SimulationSpec } from '@tabletwin/tactics';
import { startTransition, useEffect, useRef, useState } from 'react';
import { coreCount, makeSimWorker, plan, runTasks, type SimWorker } from '../lib/sim-pool.js';
import { emptySide, parseConstants, pct, RunProgress, type SideProgress } from '../lib/sim.js';
import { LengthHistogram, WinChart } from './SimCharts.js';
import { Fill } from './Fill.js';
import { engine, Stopped } from '../lib/engine-client.js';
import { plural } from '../lib/words.js';
import type { Bin } from '@tabletwin/tactics';

/** The page redraws the results at most this often during a run: a redraw per chunk kept its thread busy. */
export const REDRAW_MS = 250;

export interface SimulateProps {
  /** The model's text (null: none to simulate) and the files `tactic:` players read. */
  text: string | null;
  files: Record<string, string>;
  numPlayers: number;
  /** The choices for a seat (no `you`: a person cannot be simulated). */
  choices: string[];
  /** The seats' players from the link; `you` becomes `random`. */
  initial: string[];
  seed: number;
  /** Tests swap in fake workers. */
  make?: () => SimWorker;
}

type Run =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'running' }
  | { state: 'done'; note: string | null }
  | { state: 'failed'; message: string };

export function SimulatePanel({ text, files, numPlayers, choices, initial, seed: seed0, make = makeSimWorker }: SimulateProps) {
  const seatsOf = (from: string[]): string[] =>
    Array.from({ length: numPlayers }, (_, i) =>
      from[i] === undefined || from[i] === 'you' ? 'random' : withoutLookAhead(from[i]!),
    );
  const [a, setA] = useState(() => seatsOf(initial));
  const [b, setB] = useState(() => seatsOf(initial));
  const [games, setGames] = useState(200);
  const [seed, setSeed] = useState(seed0);
  const [setTextA, setSetTextA] = useState('');
  const [setTextB, setSetTextB] = useState('');
  const [comparing, setComparing] = useState(false);
  const [workers, setWorkers] = useState(coreCount);
  const [run, setRun] = useState<Run>({ state: 'idle' });
  const [done, setDone] = useState(0);
  const [total, setTotal] = useState(0);
  const [sides, setSides] = useState<SideProgress[]>([]);
  const [comparison, setComparison] = useState<ComparisonResult | null>(null);
  const [bins, setBins] = useState<Bin[][]>([]);
  const [seconds, setSeconds] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);

  // Leaving the tab stops the run (its workers end with it).
  useEffect(() => () => abort.current?.abort(), []);

  const start = async (): Promise<void> => {
    if (text === null) return;
    let specs: SimulationSpec[];
    let cspec: CompareSpec | null = null;
    try {
      const setA0 = parseConstants(setTextA);
      if (comparing) {
        cspec = {
          model: text,
          files,
          games,
          seed,
          a: { players: a, set: setA0 },
          b: { players: b, set: parseConstants(setTextB) },
        };
        specs = sidesOf(cspec);
      } else {
        specs = [{ model: text, players: a, files, games, seed, ...(Object.keys(setA0).length ? { set: setA0 } : {}) }];
      }
    } catch (e) {
      setRun({ state: 'failed', message: e instanceof Error ? e.message : String(e) });
      return;
    }
    setSides([]);
    setComparison(null);
    setBins([]);
    setTotal(0);
    setSeconds(null);
    // Constants, players and the model are checked in the engine's worker before any game is played.
    setRun({ state: 'checking' });
    try {
      const { problem } = await engine().run('prepare', { specs });
      if (problem !== null) {
        setRun({ state: 'failed', message: problem });
        return;
      }
    } catch (e) {
      setRun({ state: 'failed', message: e instanceof Stopped ? e.message : String(e) });
      return;
    }
    const tasks = plan(specs, workers);
    const progress = new RunProgress(specs, cspec);
    setSides(specs.map(emptySide));
    setDone(0);
    setTotal(specs.reduce((n, s) => n + s.games, 0));
    setRun({ state: 'running' });
    const controller = new AbortController();
    abort.current = controller;
    const t0 = performance.now();
    let played = 0;
    // Chunks are counted as they come (running tallies); the page redraws at most every REDRAW_MS.
    let last = 0;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const redraw = (): void => {
      timer = null;
      last = performance.now();
      const [n, now, lengths, paired] = [played, progress.sides(), progress.lengthBins(), progress.comparison()];
      // A transition: React draws the tables and charts in slices and lets the browser draw frames between them.
      startTransition(() => {
        setDone(n);
        setSides(now);
        setBins(lengths);
        if (cspec !== null) setComparison(paired);
      });
    };
    const outcome = await runTasks(tasks, {
      workers,
      make,
      signal: controller.signal,
      onChunk: (task, chunk, seats, range) => {
        progress.add(task.side, chunk, seats, range);
        played += chunk.to - chunk.from;
        if (timer === null) timer = setTimeout(redraw, Math.max(0, REDRAW_MS - (performance.now() - last)));
      },
    });
    if (timer !== null) clearTimeout(timer);
    redraw();
    setSeconds((performance.now() - t0) / 1000);
    abort.current = null;
    if (outcome.stopped === 'error') setRun({ state: 'failed', message: outcome.message });
    else setRun({ state: 'done', note: outcome.stopped === null ? null : outcome.message });
  };

  if (text === null) return <p className="stopped">No model to simulate.</p>;
  const running = run.state === 'running' || run.state === 'checking';
  const seatSelect = (side: string, players: string[], set: (p: string[]) => void) =>
    players.map((p, seat) => (
      <label key={seat}>
        {side} player {seat}{' '}
        <select
          aria-label={`${side} player ${seat}`}
          value={p}
          disabled={running}
          onChange={(e) => set(players.map((q, i) => (i === seat ? e.target.value : q)))}
        >
          {(choices.includes(p) ? choices : [...choices, p]).map((c) => (
            <option key={c} value={c}>
              {seatLabel(c)}
            </option>
          ))}
        </select>
      </label>
    ));
  const first = sides[0]?.result ?? null;
  return (
    <div className="simulate">
      <div className="toolbar">
        {seatSelect(comparing ? 'A' : 'Sim', a, setA)}
        <label>
          {comparing ? 'A constants' : 'Constants'}{' '}
          <input
            aria-label={comparing ? 'A constants' : 'Constants'}
            placeholder="GOAL=30"
            value={setTextA}
            disabled={running}
            onChange={(e) => setSetTextA(e.target.value)}
          />
        </label>
      </div>
      <div className="toolbar">
        <label>
          <input type="checkbox" checked={comparing} disabled={running} onChange={(e) => setComparing(e.target.checked)} />{' '}
          Compare with B on the same seeds
        </label>
        {comparing && seatSelect('B', b, setB)}
        {comparing && (
          <label>
            B constants{' '}
            <input
              aria-label="B constants"
              placeholder="GOAL=30"
              value={setTextB}
              disabled={running}
              onChange={(e) => setSetTextB(e.target.value)}
            />
          </label>
        )}
      </div>
      <div className="toolbar">
        <label>
          Games{' '}
          <input
            aria-label="Games"
            type="number"
            min={1}
            value={games}
            disabled={running}
            onChange={(e) => setGames(Math.max(1, Math.trunc(Number(e.target.value)) || 1))}
          />
        </label>
        <label>
          First seed{' '}
          <input
            aria-label="First seed"
            type="number"
            value={seed}
            disabled={running}
            onChange={(e) => setSeed(Math.trunc(Number(e.target.value)) || 0)}
          />
        </label>
        <label>
          Workers{' '}
          <input
            aria-label="Workers"
            type="number"
            min={1}
            max={64}
            value={workers}
            disabled={running}
            onChange={(e) => setWorkers(Math.max(1, Math.min(64, Math.trunc(Number(e.target.value)) || 1)))}
          />
        </label>
        {running ? (
          <button type="button" onClick={() => abort.current?.abort()}>
            Stop
          </button>
        ) : (
          <button type="button" onClick={() => void start()}>
            {comparing ? 'Compare' : 'Simulate'}
          </button>
        )}
      </div>
      {total > 0 && (
        <div className="sim-progress">
          <div
            className="bar"
            role="progressbar"
            aria-label="Games played"
            aria-valuenow={done}
            aria-valuemin={0}
            aria-valuemax={total}
          >
            <Fill pct={(100 * done) / total} />
          </div>
          <span data-testid="sim-count">
            {done} of {plural(total, 'game')}
            {seconds !== null && ` in ${seconds.toFixed(1)} s (${Math.round(done / Math.max(seconds, 1e-3))} games/s)`}
          </span>
        </div>
      )}
      {run.state === 'checking' && <p className="busy">Checking the players and constants…</p>}
      {run.state === 'failed' && (
        <p className="error" role="alert">
          {run.message}
        </p>
      )}
      {run.state === 'done' && run.note !== null && <p className="stopped">{run.note}</p>}
      {comparison !== null && <Comparison result={comparison} />}
      {sides.map(
        (s, i) =>
          s.result !== null && <Results key={i} name={sides.length > 1 ? (i === 0 ? 'A' : 'B') : null} result={s.result} />,
      )}
      {first !== null && (
        <div className="charts">
          <WinChart
            title="Win rate with its 95% interval as games accumulate"
            series={sides.map((s, i) => ({ label: i === 0 ? 'A' : 'B', trace: s.trace, dashed: i === 1 }))}
          />
          {sides.map(
            (s, i) =>
              s.result !== null && (
                <LengthHistogram
                  key={i}
                  bins={bins[i] ?? s.result.lengths}
                  // A and B in the same bins and on the same scale, so their bars compare.
                  top={Math.max(0, ...bins.flat().map((b) => b.count))}
                  title={`Game lengths${sides.length > 1 ? ` (${i === 0 ? 'A' : 'B'})` : ''}`}
                />
              ),
          )}
        </div>
      )}
    </div>
  );
}

function Results({ name, result }: { name: string | null; result: SimulationResult }) {
  const r = result;
  const set = Object.entries(r.set).map(([k, v]) => `${k}=${v}`);
  return (
    <div className="sim-results" data-side={name ?? 'A'}>
      <h2>
        {name !== null ? `${name}: ` : ''}
        {r.games} games from seed {r.seed}
        {set.length > 0 ? ` with ${set.join(', ')}` : ''}
        {r.complete ? '' : ` (of ${r.requested})`}
      </h2>
      {/* Scrolls sideways on a phone: a region the keyboard can reach. */}
      <div className="table-scroll" tabIndex={0} role="region" aria-label={`Results${name !== null ? ` of ${name}` : ''}`}>
        <table>
          <thead>
            <tr>
              <th>Seat</th>
              <th>Player</th>
              <th>Wins</th>
              <th>Win rate</th>
              <th>95% interval</th>
              <th>Mean return</th>
            </tr>
          </thead>
          <tbody>
            {r.seats.map((s) => (
              <tr key={s.seat} data-seat={s.seat}>
                <td>{s.seat}</td>
                <td>{seatLabel(s.player)}</td>
                <td>{s.wins}</td>
                <td className="rate">{pct(s.winRate)}</td>
                <td className="interval">{s.winLow === null ? '–' : `${pct(s.winLow)} to ${pct(s.winHigh)}`}</td>
                <td>{s.meanReturn === null ? '–' : s.meanReturn.toFixed(2)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="sim-summary">
        Ended {r.ended}, draws {r.draws}, cut off {r.cutOff}, failed {r.failed}.
        {r.reasons.length > 0 && ` How they ended: ${r.reasons.map((x) => `${x.reason} ${x.count}×`).join(', ')}.`}
        {r.requests.mean !== null &&
          ` Requests per game: mean ${r.requests.mean.toFixed(1)}, median ${r.requests.median}, 90% under ${r.requests.p90}, max ${r.requests.max}.`}
      </p>
      {r.errors.length > 0 && (
        <ul className="findings">
          {r.errors.map((e) => (
            <li key={e.message} className="error">
              {e.count}× {e.message} (seeds {e.seeds.slice(0, 5).join(', ')}
              {e.seeds.length > 5 ? ', …' : ''})
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Comparison({ result }: { result: ComparisonResult }) {
  return (
    <div className="comparison">
      <h2>A against B on the same {result.pairs} seeds</h2>
      <div className="table-scroll" tabIndex={0} role="region" aria-label="The comparison">
        <table>
          <thead>
            <tr>
              <th>Seat</th>
              <th>A</th>
              <th>B</th>
              <th>Win rate A − B</th>
              <th>What it shows</th>
            </tr>
          </thead>
          <tbody>
            {result.seats.map((s) => (
              <tr key={s.seat} data-seat={s.seat}>
                <td>{s.seat}</td>
                <td>{seatLabel(s.a)}</td>
                <td>{seatLabel(s.b)}</td>
                <td>
                  {s.winDiff === null ? '–' : `${(s.winDiff * 100).toFixed(1)} points`}
                  {s.winUnpairedHalf !== null && s.winLow !== null && s.winHigh !== null
                    ? ` (± ${(((s.winHigh - s.winLow) / 2) * 100).toFixed(1)} paired, ± ${(s.winUnpairedHalf * 100).toFixed(1)} unpaired)`
                    : ''}
                </td>
                <td className="sentence">{s.sentence}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
