// The validator's drafts: keep the editor's text under a name, open one of the last few versions,
// and the word that an action which replaced the text kept the old one (`lib/versions.ts`).
import { useState } from 'react';
import { draftLabel, keepDraft, listDrafts, type Draft } from '../lib/versions.js';
import { useDrafts } from './StorageNotice.js';

/** What the page says after keeping a text: the draft's menu entry, or null. */
export const keptWords = (d: Draft | null): string | null =>
  d === null ? null : `The text you had is kept as the draft “${draftLabel(d)}”: open it again from Drafts.`;

export function DraftsBar({ text, open, kept }: { text: string; open: (d: Draft) => void; kept: string | null }) {
  useDrafts();
  const [name, setName] = useState('');
  const [said, setSaid] = useState<string | null>(null);
  const list = listDrafts();
  return (
    <>
      <div className="toolbar drafts">
        <label>
          Draft name{' '}
          <input aria-label="Draft name" placeholder="my variant" value={name} onChange={(e) => setName(e.target.value)} />
        </label>
        <button
          type="button"
          disabled={text.trim() === ''}
          onClick={() => {
            const d = keepDraft(text, name);
            setSaid(
              d === null
                ? 'Nothing to keep: the editor is empty or holds a built-in model as it is.'
                : `Kept as “${draftLabel(d)}”.`,
            );
          }}
        >
          Keep as draft
        </button>
        <label>
          Drafts{' '}
          <select
            aria-label="Drafts"
            value=""
            disabled={list.length === 0}
            onChange={(e) => {
              const d = list[Number(e.target.value)];
              if (d !== undefined) open(d);
            }}
          >
            <option value="">{list.length === 0 ? 'none yet' : `open one of ${list.length}…`}</option>
            {list.map((d, i) => (
              <option key={`${d.saved}-${i}`} value={i}>
                {draftLabel(d)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {(kept ?? said) !== null && (
        <p className="kept" role="status">
          {kept ?? said}
        </p>
      )}
    </>
  );
}
