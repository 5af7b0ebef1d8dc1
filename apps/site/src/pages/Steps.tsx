// The steps of a diagram, each expandable: who acts, its markers, and per action when it is legal
// (`pre` and `pre_x`) and what it does as pseudo-code with the engine's expressions.
import type { ActionCard } from '@tabletwin/diagram';
import type { StepDetail } from '../lib/protocol.js';

export function Steps({ steps, cards }: { steps: StepDetail[]; cards: ActionCard[] }) {
  const byName = new Map(cards.map((c) => [c.name, c]));
  return (
    <ol className="steps">
      {steps.map((s) => (
        <li key={s.key}>
          <details className="step" data-step={s.key} data-markers={s.markers.map((m) => m.marker).join(' ')}>
            <summary>
              <strong>{s.name}</strong>{' '}
              {s.markers.map((m) => (
                <span key={m.marker} className={`marker ${m.marker}`} title={m.label}>
                  {m.icon} {m.label}
                </span>
              ))}
            </summary>
            <div className="step-body">
              {s.actor !== null && (
                <p className="actor">
                  By {s.actor.text ?? '?'} {s.actor.x !== null && <code>actor_x: {s.actor.x}</code>}
                </p>
              )}
              {s.actions.map((a) => (
                <Action key={a.name} step={a} card={byName.get(a.name) ?? null} />
              ))}
            </div>
          </details>
        </li>
      ))}
    </ol>
  );
}

function Action({ step, card }: { step: StepDetail['actions'][number]; card: ActionCard | null }) {
  const pre = step.pre ?? card?.pre ?? null;
  return (
    <div className="action" data-action={step.name}>
      <h3>
        {step.label ?? step.name}
        {card?.speed ? ` (${card.speed})` : ''}
      </h3>
      {pre !== null && (
        <p className="pre">
          Allowed if: {pre.text ?? '?'} {pre.x !== null && <code>pre_x: {pre.x}</code>}
        </p>
      )}
      {card === null ? (
        <p className="muted">No action of that name.</p>
      ) : (
        <>
          {card.cost.length > 0 && <Ops title="Cost" lines={card.cost} />}
          <Ops title="Effect" lines={card.effect} />
        </>
      )}
    </div>
  );
}

function Ops({ title, lines }: { title: string; lines: ActionCard['effect'] }) {
  return (
    <div className="ops">
      <div className="ops-title">{title}</div>
      {lines.length === 0 && <div className="muted">nothing</div>}
      {lines.map((l, i) => (
        <div key={i} className={`op depth-${Math.min(l.depth, 6)}`}>
          <span className="pseudo">{l.text}</span>{' '}
          {l.x.map((x) => (
            <code key={x}>{x}</code>
          ))}
        </div>
      ))}
    </div>
  );
}
