import { useEffect, useMemo, useState } from 'react';
import { CATALOG } from '../lib/catalog.js';
import { engine, Stopped } from '../lib/engine-client.js';
import type { WireEntry } from '../lib/log.js';
import { cellMoves } from '../lib/moves.js';
import { modelText, openRecord, readStored, TACTICS, tacticFiles, viewFor, YOUR_TACTIC_PATH, YOURS } from '../lib/models.js';
import { readRecord, recordFileName, recordOf } from '../lib/record.js';
import type { PlayState } from '../lib/protocol.js';
import MODEL_DOCS from 'virtual:tabletwin/model-docs';
import { navigate } from '../lib/navigate.js';
import { gameLinkHref, readGameLink, routeHref, siteHref, type GameLink } from '../lib/route.js';
import type { Table } from '@tabletwin/views';
import { SimulatePanel } from './Simulate.js';
import { numPlayersOfText } from '../lib/catalog-entry.js';
import { TableView } from './Table.js';
import { TrackView } from './Track.js';
import { useDrafts } from './StorageNotice.js';
import { PlayerSetup } from './PlayerSetup.js';
import { counterWords, EndView, Log, Options, questionWords, Watched, type End, type Question } from './Turn.js';
import { ValuesView } from './Values.js';
import { resultWords } from '../lib/words.js';
import { keepDraft } from '../lib/versions.js';

/** Why a "Your model" link cannot be opened here, and what to do instead. */
export const NO_MODEL_OF_YOURS =
  '“Your model” is the text kept by the browser that made this link, and this browser keeps none: a link to it opens only there. Import a game record of it (Export game there) with Import game below, or paste the model in the validator.';

/** Every cell of every board on the table: options naming them can be played by clicking the board. */
const cellsOf = (table: Table | null): string[] =>
  table === null
    ? []
    : [...table.table, ...table.players.flatMap((p) => p.rows)].flatMap((r) =>
        r.slots.flatMap((s) => (s.kind === 'board' ? s.cells.map((c) => c.cell) : [])),
      );

const tacticGame = (text: string): string | null => /^game:\s*([\w-]+)/m.exec(text)?.[1] ?? null;

export function PlayerPage({ params }: { params: URLSearchParams }) {
  const link = readGameLink(params, 'pig');
  const simulating = params.get('tab') === 'simulate';
  const key = simulating ? routeHref('player', { tab: 'simulate', model: link.model }) : gameLinkHref(link);
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
  const numPlayers = entry?.numPlayers ?? (text === null ? Math.max(2, link.players.length) : numPlayersOfText(text));
  const players = Array.from({ length: numPlayers }, (_, i) => link.players[i] ?? (i === 0 ? 'you' : 'random'));
  // No seat is a person's: the game is watched decision by decision (`step` in the link).
  const watching = !players.includes('you');
  const step = link.step ?? 0;
  const game = entry?.game ?? link.model;
  const tactics = useMemo(() => [...TACTICS].filter(([, t]) => tacticGame(t) === game).map(([name]) => name), [game]);

  useEffect(() => {
    if (simulating) return;
    if (text === null) {
      setProblem(link.model === YOURS ? NO_MODEL_OF_YOURS : `no model "${link.model}"`);
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
      ...(watching ? { step } : {}),
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
    // The address names the whole game: replay whenever it changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, text, numPlayers, simulating]);

  const go = (next: Partial<GameLink>): void => {
    const to = { ...link, players, ...next };
    navigate(
      simulating
        ? routeHref('player', { tab: 'simulate', model: to.model, players: to.players.join(',') || undefined })
        : gameLinkHref(to),
    );
  };
  // Another game (model, seed or players): its line starts empty.
  const gameKey = gameLinkHref({ ...link, answers: [], step: undefined });
  useEffect(() => setTrail([]), [gameKey]);
  const usedAnswers = link.answers.slice(0, state?.used ?? link.answers.length);
  const onTrail = usedAnswers.length <= trail.length && usedAnswers.every((a, i) => trail[i] === a);
  // The timeline: the answers given so far and those undone with Back, as one line to move along.
  const known = onTrail ? trail : usedAnswers;
  const future = known.slice(usedAnswers.length);
  // Watching: the decisions known so far (the game's whole length once its end was shown).
  const [seen, setSeen] = useState<{ game: string; max: number; total: number | null }>({ game: '', max: 0, total: null });
  const watch = state?.watch ?? null;
  useEffect(() => {
    if (watch === null) return;
    setSeen((s) => {
      const same = s.game === gameKey;
      const total = watch.steps ?? (same ? s.total : null);
      const max = Math.max(same ? s.max : 0, watch.step + (watch.steps === null ? 1 : 0));
      return same && s.max === max && s.total === total ? s : { game: gameKey, max, total };
    });
  }, [watch, gameKey]);
  const knownSteps = seen.game === gameKey ? seen : { max: 0, total: null };
  const steps = knownSteps.total ?? Math.max(knownSteps.max, step + 1);
  const answer = (i: number): void => {
    const next = [...usedAnswers, i];
    setTrail(known[usedAnswers.length] === i ? known : next);
    go({ answers: next });
  };
  const back = (): void => {
    if (watching) {
      if (step > 0) go({ step: Math.min(step, watch?.step ?? step) - 1 });
      return;
    }
    if (usedAnswers.length === 0) return;
    setTrail(known);
    go({ answers: usedAnswers.slice(0, -1) });
  };
  const ahead = watching ? (knownSteps.total === null ? 1 : Math.max(0, steps - step)) : future.length;
  const forward = (): void => {
    if (watching) {
      if (ahead > 0) go({ step: step + 1 });
      return;
    }
    if (future.length === 0) return;
    go({ answers: known.slice(0, usedAnswers.length + 1) });
  };
  const moveTo = (n: number): void => {
    if (watching) {
      go({ step: n });
      return;
    }
    setTrail(known);
    go({ answers: known.slice(0, n) });
  };
  // Playback: Forward every 0.6 s once the question shown is the one asked for, until nothing is left.
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    if (!playing) return;
    if (ahead === 0 && !busy && readyKey === key) {
      setPlaying(false);
      return;
    }
    if (busy || readyKey !== key) return;
    const t = setTimeout(forward, 600);
    return () => clearTimeout(t);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [playing, busy, readyKey, key, ahead]);

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
      const record = readRecord(await file.text());
      // The record's text replaces "Your model" unless it is a built-in one: the text it replaces is kept as a draft.
      const held = readStored();
      const opened = openRecord(record);
      if (held !== null && readStored() !== held) keepDraft(held);
      setTrail([]);
      setImportProblem(null);
      navigate(gameLinkHref(opened));
    } catch (e) {
      setImportProblem(e instanceof Error ? e.message : String(e));
    }
  };

  const question = (state?.question ?? null) as Question | null;
  const end = (state?.end ?? null) as End | null;
  const since = (state?.since ?? []) as unknown as WireEntry[];
  const actions = state?.actions ?? {};
  const moves =
    question !== null && !watching
      ? cellMoves(
          question.options.map((o) => o.label),
          cellsOf(state?.table ?? null),
        )
      : [];
  // What the live region says: a new question, or the end.
  const announce = question !== null ? questionWords(question) : end !== null ? resultWords(end.returns) : '';
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
      <ModelDocsLink model={link.model} />
      <nav className="tabs" aria-label="Play or simulate">
        <a href={gameLinkHref({ ...link, players })} className={simulating ? undefined : 'current'}>
          Play
        </a>
        <a
          href={routeHref('player', { tab: 'simulate', model: link.model, players: players.join(',') })}
          className={simulating ? 'current' : undefined}
        >
          Simulate
        </a>
      </nav>
      <PlayerSetup link={link} players={players} seatChoices={seatChoices} state={state} simulating={simulating} go={go} />
      <p className="sr-only" role="status" aria-live="polite" data-testid="announce">
        {simulating ? '' : announce}
      </p>
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
            <button type="button" onClick={back} disabled={busy || (watching ? step === 0 : (state?.used ?? 0) === 0)}>
              ◀ Back
            </button>
            <button type="button" onClick={forward} disabled={busy || ahead === 0}>
              Forward ▶
            </button>
            <button type="button" onClick={() => setPlaying((p) => !p)} disabled={!playing && ahead === 0}>
              {playing ? '❚❚ Pause' : '▶ Play'}
            </button>
            <input
              type="range"
              className="timeline"
              aria-label="Timeline"
              min={0}
              max={watching ? steps : known.length}
              value={watching ? Math.min(step, steps) : busy ? Math.min(link.answers.length, known.length) : usedAnswers.length}
              disabled={watching ? steps === 0 : known.length === 0}
              onChange={(e) => moveTo(Number(e.target.value))}
            />
            <span className="counter" data-testid="counter">
              {counterWords(state, question)}
            </span>
            <a href={key} className="permalink">
              Link to this question
            </a>
            <button type="button" onClick={exportGame} disabled={busy || state === null}>
              Export game
            </button>
            <label className="button import">
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
            <div className="columns play">
              <div className="turn">
                <Log since={since} viewer={state.viewer} actions={actions} />
                {question !== null && state.watch !== null && (
                  <Watched question={question} chosen={state.watch.chosen} actions={actions} />
                )}
                {question !== null && state.watch === null && (
                  <div className="question" data-player={question.player}>
                    <h2>
                      Player {question.player} decides <span className="where">at {question.where}</span>
                    </h2>
                    {moves.length > 0 && <p className="hint">Or on the board: pick a piece, then the square it goes to.</p>}
                    <Options question={question} actions={actions} moves={moves} busy={busy} answer={answer} />
                  </div>
                )}
                {end !== null && <EndView end={end} />}
                {state.error !== null && <p className="error">{state.error}</p>}
              </div>
              <div className="table-area">
                {state.table !== null ? (
                  <TableView table={state.table} play={moves.length > 0 && !busy ? { moves, answer } : null} />
                ) : (
                  <p>No table for this model.</p>
                )}
                <ValuesView values={state.values} viewer={state.viewer} />
              </div>
              {/* After the table on a phone, under the question on a wide screen. */}
              <div className="track-col">{text !== null && <TrackView text={text} where={question?.where ?? null} />}</div>
            </div>
          )}
        </>
      )}
    </section>
  );
}

/** Where to read about the game shown: the docs' place for a built-in model, and the guide for writing one. */
function ModelDocsLink({ model }: { model: string }) {
  const place = Object.hasOwn(MODEL_DOCS, model) ? MODEL_DOCS[model]! : null;
  return (
    <p className="docs-link">
      {place !== null && (
        <>
          This model in the docs: <a href={siteHref(place.path)}>{place.title}</a>.{' '}
        </>
      )}
      How a model is written: the <a href={siteHref('docs/guide/')}>guide</a>.
    </p>
  );
}
