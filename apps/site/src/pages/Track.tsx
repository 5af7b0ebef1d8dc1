// The track of the rules beside the game, with the step of the current question marked. The SVG is
// our own renderSvg's, shown as an image of a blob URL as on the diagram page (its markup never
// enters the page); the mark is a box laid over the image, placed in percent so it follows the
// image's size, its position set through the DOM (the policy refuses style attributes).
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { engine } from '../lib/engine-client.js';
import type { TrackDrawing } from '../lib/protocol.js';
import { currentBoxes } from '../lib/track.js';

export function TrackView({ text, where }: { text: string; where: string | null }) {
  const [drawing, setDrawing] = useState<{ d: TrackDrawing; url: string } | null>(null);
  useEffect(() => {
    let live = true;
    let made: string | null = null;
    setDrawing(null);
    engine()
      .run('track', { text })
      .then(
        (d) => {
          if (!live) return;
          made = URL.createObjectURL(new Blob([d.svg], { type: 'image/svg+xml' }));
          setDrawing({ d, url: made });
        },
        () => live && setDrawing(null),
      );
    return () => {
      live = false;
      if (made !== null) URL.revokeObjectURL(made);
    };
  }, [text]);
  if (drawing === null) return null;
  const { d, url } = drawing;
  const marked = new Set(currentBoxes(d, where));
  const names = d.boxes.filter((b) => marked.has(b.key)).map((b) => b.name);
  return (
    <div className="track-area">
      <h2>The rules</h2>
      <p className="track-now" data-current={[...marked].join(' ')}>
        {names.length > 0 ? `Now at: ${names.join(', ')}` : 'No step is asking now.'}
      </p>
      {/* At its own size, scrolling sideways on a phone (scaled to a phone's width its words are too small to read). */}
      <div className="track-scroll" tabIndex={0} role="region" aria-label="The rules drawn (scrolls sideways on a small screen)">
        <Frame width={d.width}>
          <img className="track" src={url} alt="The rules drawn as a track" />
          {d.boxes
            .filter((b) => marked.has(b.key))
            .map((b) => (
              <Mark key={b.key} step={b.key} box={[b.x / d.width, b.y / d.height, b.w / d.width, b.h / d.height]} />
            ))}
        </Frame>
      </div>
    </div>
  );
}

/** The frame gets the drawing's width through the DOM (the policy allows no style attribute); the stylesheet lets a wide screen shrink it. */
function Frame({ width, children }: { width: number; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (ref.current !== null) ref.current.style.width = `${width}px`;
  }, [width]);
  return (
    <div ref={ref} className="track-frame">
      {children}
    </div>
  );
}

function Mark({ step, box }: { step: string; box: [number, number, number, number] }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const s = ref.current?.style;
    if (s === undefined) return;
    [s.left, s.top, s.width, s.height] = box.map((v) => `${(100 * v).toFixed(3)}%`) as [string, string, string, string];
  }, [box]);
  return <div ref={ref} className="track-mark" data-step={step} />;
}
