// The notice a refused write of localStorage leaves on every page (`lib/storage.ts`): the text is
// in this page's memory only, and the person is told how to keep it.
import { useSyncExternalStore } from 'react';
import { drafts, type Drafts, type StorageTrouble } from '../lib/storage.js';

/** Redraws the component after every write of a kept text; returns the count of writes. */
export function useDrafts(of: Drafts = drafts): number {
  return useSyncExternalStore(of.subscribe, of.version, of.version);
}

export function StorageNotice({ of = drafts }: { of?: Drafts }) {
  useDrafts(of);
  const trouble: StorageTrouble[] = of.trouble();
  if (trouble.length === 0) return null;
  return (
    <div className="storage-trouble" role="alert">
      {trouble.map((t) => (
        <p key={t.key} data-key={t.key}>
          {t.message}
        </p>
      ))}
    </div>
  );
}
