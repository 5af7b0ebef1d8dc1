// The player's first toolbar: the model (label and file id, sorted by label), each seat's player
// with its look-ahead box, the seed, and whose eyes the table shows.
import { CATALOG } from '../lib/catalog.js';
import { hasYours, YOURS } from '../lib/models.js';
import type { PlayState } from '../lib/protocol.js';
import type { GameLink } from '../lib/route.js';
import { asksLookAhead, isTacticSeat, seatLabel, withLookAhead, withoutLookAhead } from '../lib/seats.js';
import { plural } from '../lib/words.js';
import { ModelOptions } from './ModelMenu.js';

export interface SetupProps {
  link: GameLink;
  players: string[];
  seatChoices: string[];
  state: PlayState | null;
  simulating: boolean;
  go: (next: Partial<GameLink>) => void;
}

/** The model menu's entry for a name that is none of the menu's own (a link from elsewhere). */
function extraModel(id: string): { id: string; text: string } | null {
  if (id === YOURS) return !hasYours() ? { id, text: 'Your model (not in this browser)' } : null;
  return CATALOG.some((e) => e.name === id) ? null : { id, text: `${id} (no such model)` };
}

export function PlayerSetup({ link, players, seatChoices, state, simulating, go }: SetupProps) {
  return (
    <div className="toolbar">
      <label>
        Model{' '}
        <select aria-label="Model" value={link.model} onChange={(e) => go({ model: e.target.value, players: [], answers: [] })}>
          <ModelOptions yours={hasYours()} extra={extraModel(link.model)} />
        </select>
      </label>
      {!simulating &&
        players.map((p, seat) => {
          const base = withoutLookAhead(p);
          const setSeat = (spec: string): void =>
            go({ players: players.map((q, i) => (i === seat ? spec : q)), answers: [], step: undefined });
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
                      ({plural(state!.searched[seat]!, 'decision')} searched)
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
            onChange={(e) => go({ seed: Math.trunc(Number(e.target.value)) || 0, answers: [], step: undefined })}
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
        <button type="button" onClick={() => go({ seed: 1 + Math.floor(Math.random() * 999_999), answers: [], step: undefined })}>
          Random game
        </button>
      )}
      {!simulating && (
        <button type="button" onClick={() => go({ players: players.map(() => 'you'), answers: [], step: undefined })}>
          Everyone by hand
        </button>
      )}
    </div>
  );
}
