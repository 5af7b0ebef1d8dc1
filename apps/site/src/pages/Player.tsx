import { useEffect, useMemo, useState } from 'react';
import { CATALOG } from '../lib/catalog.js';
import { engine, Stopped } from '../lib/engine-client.js';
import { describeEntry, type WireEntry } from '../lib/log.js';
import {
  MODELS,
  modelText,
  openRecord,
  readStored,
  TACTICS,
  tacticFiles,
  viewFor,
  YOUR_TACTIC_PATH,
  YOURS,
} from '../lib/models.js';
import { readRecord, recordFileName, recordOf } from '../lib/record.js';
import type { PlayState } from '../lib/protocol.js';
import { gameLinkHash, readGameLink, routeHash, type GameLink } from '../lib/route.js';
import { SimulatePanel } from './Simulate.js';
import { TableView } from './Table.js';
import { TrackView } from './Track.js';
import { useDrafts } from './StorageNotice.js';
import { asksLookAhead, isTacticSeat, seatLabel, withLookAhead, withoutLookAhead } from '../lib/seats.js';

interface Question {
  player: number;
  where: string;
  options: { label: string }[];
}

const tacticGame = (text: string): string | null => /^game:\s*([\w-]+)/m.exec(text)?.[1] ?? null;

export function PlayerPage({ params }: { params: URLSearchParams }) {
  const link = readGameLink(params, 'pig');
  const simulating = params.get('tab') === 'simulate';
  const key = simulating ? routeHash('player', { tab: 'simulate', model: link.model }) : gameLinkHash(link);
  const entries = CATALOG;
  const [state, setState] = useState<PlayState | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The link whose game is shown (tests wait for it to equal the link asked for).
  const [readyKey, setReadyKey] = useState<string | null>(null);
  // Every answer known on this game's line: those given and those undone with Back (offered again by
  // Forward and the timeline while the game follows the same path). It changes only when a new answer
  // leaves the line, never while moving along it, so a move cannot shorten the line it moves on.
  const [trail, setTrail] = useState<number[]>([]);
  const [importProblem, setImportProblem] = useState<string | null>(null);

  const entry = entries.find((e) => e.name === link.model);
  // Redraws when a kept text changes (an import of the same link with another text replays it).
  useDrafts();
  const text = modelText(link.model);
  const numPlayers = entry?.numPlayers ?? Math.max(2, link.players.length);
  const players = Array.from({ length: numPlayers }, (_, i) => link.players[i] ?? (i === 0 ? 'you' : 'random'));
  const game = entry?.game ?? link.model;
  const tactics = useMemo(() => [...TACTICS].filter(([, t]) => tacticGame(t) === game).map(([name]) => name), [game]);

  useEffect(() => {
    if (simulating) return;
    if (text === null) {
      setProblem(
        link.model === YOURS
          ? 'no model of yours is stored in this browser: paste one in the validator'
          : `no model "${link.model}"`,
      );
      setState(null);
      setReadyKey(key);
      return;
    }
    let live = true;
    setBusy(true);
    const setup = {
      text,
      view: viewFor(game),
      tactics: tacticFiles(),
      seed: link.seed,
      players,
      answers: link.answers,
      ...(link.viewAs === undefined ? {} : { viewAs: link.viewAs === 'all' ? ('all' as const) : Number(link.viewAs) }),
    };
    engine()
      .run('play', setup)
      .then(
        (s) => {
          if (!live) return;
          setState(s);
          setProblem(null);
          setReadyKey(key);
        },
        (e: unknown) => {
          if (!live) return;
          setState(null);
          setProblem(e instanceof Stopped ? e.message : String(e));
          setReadyKey(key);
        },
      )
      .finally(() => live && setBusy(false));
    return () => {
      live = false;
    };
    // The hash names the whole game: replay whenever it changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, text, numPlayers, simulating]);

  const go = (next: Partial<GameLink>): void => {
    const to = { ...link, players, ...next };
    location.hash = simulating
      ? routeHash('player', { tab: 'simulate', model: to.model, players: to.players.join(',') || undefined })
      : gameLinkHash(to);
  };
  // Another game (model, seed or players): its line starts empty.
  const gameKey = gameLinkHash({ ...link, answers: [] });
  useEffect(() => setTrail([]), [gameKey]);
  const usedAnswers = link.answers.slice(0, state?.used ?? link.answers.length);
  const onTrail = usedAnswers.length <= trail.length && usedAnswers.every((a, i) => trail[i] === a);
  // The timeline: the answers given so far and those undone with Back, as one line to move along.
  const known = onTrail ? trail : usedAnswers;
  const future = known.slice(usedAnswers.length);
  const answer = (i: number): void => {
    const next = [...usedAnswers, i];
    setTrail(known[usedAnswers.length] === i ? known : next);
    go({ answers: next });
  };
  const back = (): void => {
    if (usedAnswers.length === 0) return;
    setTrail(known);
    go({ answers: usedAnswers.slice(0, -1) });
  };
  const forward = (): void => {
    if (future.length === 0) return;
    go({ answers: known.slice(0, usedAnswers.length + 1) });
  };
  const moveTo = (n: number): void => {
    setTrail(known);
    go({ answers: known.slice(0, n) });
  };
  // Playback: Forward every 0.6 s once the question shown is the one asked for, until nothing is left.
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    if (!playing) return;
    if (future.length === 0) {
      setPlaying(false);
      return;
    }
    if (busy || readyKey !== key) return;
    const t = setTimeout(forward, 600);
    return () => clearTimeout(t);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [playing, busy, readyKey, key, future.length]);

  // The record holds the answers used so far: it reopens at the question shown.
  const exportGame = (): void => {
    if (text === null) return;
    const shown = { ...link, players, answers: link.answers.slice(0, state?.used ?? link.answers.length) };
    const url = URL.createObjectURL(new Blob([JSON.stringify(recordOf(shown, text), null, 2)], { type: 'application/json' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = recordFileName(shown);
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };
  const importGame = async (file: File | undefined): Promise<void> => {
    if (file === undefined) return;
    try {
      const opened = openRecord(readRecord(await file.text()));
      setTrail([]);
      setImportProblem(null);
      location.hash = gameLinkHash(opened);
    } catch (e) {
      setImportProblem(e instanceof Error ? e.message : String(e));
    }
  };

  const question = state?.question as Question | null | undefined;
  const end = state?.end as { returns: number[]; reason: string } | null | undefined;
  const since = (state?.since ?? []) as unknown as WireEntry[];
  const modelNames = [...MODELS.keys(), ...(readStored() !== null ? [YOURS] : [])];
  const seatChoices = [
    'you',
    'random',
    'first',
    ...(entry?.agents ?? []).map((a) => `agent:${a}`),
    ...tactics.map((t) => `tactic:models/tactics/${t}.yaml`),
    ...(tacticFiles().some(([path]) => path === YOUR_TACTIC_PATH) ? [`tactic:${YOUR_TACTIC_PATH}`] : []),
  ];

  return (
    <section className="player" data-key={key} data-ready={busy ? '' : (readyKey ?? '')}>
      <h1>Player</h1>
      <nav className="tabs">
        <a href={gameLinkHash({ ...link, players })} className={simulating ? undefined : 'current'}>
          Play
        </a>
        <a
          href={routeHash('player', { tab: 'simulate', model: link.model, players: players.join(',') })}
          className={simulating ? 'current' : undefined}
        >
          Simulate
        </a>
      </nav>
      <div className="toolbar">
        <label>
          Model{' '}
          <select aria-label="Model" value={link.model} onChange={(e) => go({ model: e.target.value, players: [], answers: [] })}>
            {modelNames.map((n) => (
              <option key={n} value={n}>
                {n === YOURS ? 'Your model' : (entries.find((e) => e.name === n)?.label ?? n)}
              </option>
            ))}
          </select>
        </label>
        {!simulating &&
          players.map((p, seat) => {
            const base = withoutLookAhead(p);
            const setSeat = (spec: string): void => go({ players: players.map((q, i) => (i === seat ? spec : q)), answers: [] });
            return (
              <span key={seat} className="seat">
                <label>
                  Player {seat}{' '}
                  <select
                    aria-label={`Player ${seat}`}
                    value={base}
                    onChange={(e) => setSeat(withLookAhead(e.target.value, asksLookAhead(p), false))}
                  >
                    {(seatChoices.includes(base) ? seatChoices : [...seatChoices, base]).map((c) => (
                      <option key={c} value={c}>
                        {seatLabel(c)}
                      </option>
                    ))}
                  </select>
                </label>
                {isTacticSeat(p) && (
                  <label className="look-ahead">
                    <input
                      type="checkbox"
                      aria-label={`Player ${seat} look-ahead`}
                      checked={state?.lookAhead[seat] ?? asksLookAhead(p)}
                      onChange={(e) => setSeat(withLookAhead(p, e.target.checked, state?.ownSearch[seat] ?? false))}
                    />{' '}
                    look-ahead
                    {(state?.searched[seat] ?? 0) > 0 && (
                      <span className="searched" data-seat={seat}>
                        {' '}
                        ({state!.searched[seat]} decisions searched)
                      </span>
                    )}
                  </label>
                )}
              </span>
            );
          })}
        {!simulating && (
          <label>
            Seed{' '}
            <input
              aria-label="Seed"
              type="number"
              value={link.seed}
              onChange={(e) => go({ seed: Math.trunc(Number(e.target.value)) || 0, answers: [] })}
            />
          </label>
        )}
        {!simulating && (
          <label>
            View as{' '}
            <select
              aria-label="View as"
              value={link.viewAs ?? ''}
              onChange={(e) => go(e.target.value === '' ? { viewAs: undefined } : { viewAs: e.target.value })}
            >
              <option value="">your seat</option>
              <option value="all">everything</option>
              {players.map((_, seat) => (
                <option key={seat} value={String(seat)}>
                  player {seat}
                </option>
              ))}
            </select>
          </label>
        )}
        {!simulating && (
          <button
            type="button"
            onClick={() => {
              setTrail([]);
              go({ seed: 1 + Math.floor(Math.random() * 999_999), answers: [] });
            }}
          >
            Random game
          </button>
        )}
        {!simulating && (
          <button type="button" onClick={() => go({ players: players.map(() => 'you'), answers: [] })}>
            Everyone by hand
          </button>
        )}
      </div>
      {simulating && (
        <SimulatePanel
          key={`${link.model}:${numPlayers}`}
          text={text}
          files={Object.fromEntries(tacticFiles())}
          numPlayers={numPlayers}
          choices={seatChoices.filter((c) => c !== 'you')}
          initial={players}
          seed={link.seed}
        />
      )}
      {!simulating && (
        <>
          <div className="toolbar">
            <button type="button" onClick={back} disabled={busy || (state?.used ?? 0) === 0}>
              ◀ Back
            </button>
            <button type="button" onClick={forward} disabled={busy || future.length === 0}>
              Forward ▶
            </button>
            <button type="button" onClick={() => setPlaying((p) => !p)} disabled={!playing && future.length === 0}>
              {playing ? '❚❚ Pause' : '▶ Play'}
            </button>
            <input
              type="range"
              className="timeline"
              aria-label="Timeline"
              min={0}
              max={known.length}
              value={busy ? Math.min(link.answers.length, known.length) : usedAnswers.length}
              disabled={known.length === 0}
              onChange={(e) => moveTo(Number(e.target.value))}
            />
            <span className="counter" data-testid="counter">
              Question {(state?.used ?? 0) + (question ? 1 : 0)} · {state?.requests ?? 0} requests answered so far
            </span>
            <a href={key} className="permalink">
              Link to this question
            </a>
            <button type="button" onClick={exportGame} disabled={busy || state === null}>
              Export game
            </button>
            <label className="button">
              Import game
              <input
                className="file"
                type="file"
                accept=".json,application/json"
                aria-label="Import game"
                onChange={(e) => {
                  void importGame(e.target.files?.[0]);
                  e.target.value = '';
                }}
              />
            </label>
          </div>
          {importProblem !== null && <p className="error">Import: {importProblem}</p>}
          {busy && <p className="busy">Playing…</p>}
          {problem !== null && <p className="stopped">{problem}</p>}
          {state !== null && (
            <div className="columns">
              <div className="turn">
                {since.length > 0 && (
                  <>
                    <h3>What happened</h3>
                    <ol className="log">
                      {since.map((e, i) => (
                        <li key={i}>{describeEntry(e, state.viewer)}</li>
                      ))}
                    </ol>
                  </>
                )}
                {question && (
                  <div className="question" data-player={question.player}>
                    <h2>
                      Player {question.player} decides <span className="where">at {question.where}</span>
                    </h2>
                    <div className="options">
                      {question.options.map((o, i) => (
                        <button type="button" key={i} onClick={() => answer(i)} disabled={busy}>
                          {o.label}
                        </button>
                      ))}
                    </div>
                  </div>
                )}
                {end && (
                  <div className="end">
                    <h2>The game is over: {end.reason}</h2>
                    <p>Returns: {end.returns.map((r, i) => `player ${i}: ${r}`).join(', ')}</p>
                  </div>
                )}
                {state.error !== null && <p className="error">{state.error}</p>}
                {!question && !end && state.error === null && <p>No seat is yours: the game played itself to here.</p>}
                {text !== null && <TrackView text={text} where={question?.where ?? null} />}
              </div>
              <div className="table-area">
                {state.table !== null ? <TableView table={state.table} /> : <p>No table for this model.</p>}
              </div>
            </div>
          )}
        </>
      )}
    </section>
  );
}
