// The values panel: every variable, derived value and zone as the viewer may see it, the shared ones
// first and then each player's (`worker/values.ts`), so nothing the rules keep is off the table.
import type { ValueLine, ValuesPanel } from '../lib/protocol.js';

function Lines({ lines }: { lines: readonly ValueLine[] }) {
  return (
    <dl className="value-lines">
      {lines.map((l) => (
        <div key={`${l.kind}:${l.name}`} data-name={l.name} data-kind={l.kind}>
          <dt>
            {l.name}
            {l.label !== null && <span className="value-label"> {l.label}</span>}
            {l.kind !== 'var' && <span className="value-kind"> ({l.kind === 'zone' ? 'zone' : 'derived'})</span>}
          </dt>
          <dd>{l.text}</dd>
        </div>
      ))}
    </dl>
  );
}

export function ValuesView({ values, viewer }: { values: ValuesPanel; viewer: number | null }) {
  return (
    <section className="values" aria-labelledby="values-title">
      <h2 id="values-title">Values{viewer === null ? '' : ` as player ${viewer} sees them`}</h2>
      {values.global.length > 0 && (
        <div className="value-group" data-group="global">
          <h3>Everyone</h3>
          <Lines lines={values.global} />
        </div>
      )}
      {values.players.map(
        (lines, p) =>
          lines.length > 0 && (
            <div key={p} className="value-group" data-group={`player ${p}`}>
              <h3>
                Player {p}
                {viewer === p ? ' (you)' : ''}
              </h3>
              <Lines lines={lines} />
            </div>
          ),
      )}
    </section>
  );
}
