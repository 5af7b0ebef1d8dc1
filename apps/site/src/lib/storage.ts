// Where the site keeps the person's texts (the model, the tactic, the drawing): in localStorage, and
// in the page's memory when the browser refuses a write (storage full, or no storage at all). A text
// held in memory is newer than the stored one, so every read takes it first: the page goes on with
// what was typed or imported, and says on the page that it will be lost when the page closes.

/** Why a write was refused: the storage is full, or the browser keeps no data for the site. */
export type StorageTroubleReason = 'full' | 'refused';

export interface StorageTrouble {
  key: string;
  reason: StorageTroubleReason;
  /** What the page says, in plain words. */
  message: string;
}

/** What each key holds, as the notice names it, and how to keep it. */
const WHAT: Record<string, { name: string; keep: string }> = {
  'tabletwin.model': {
    name: 'your model',
    keep: 'copy it out of the editor, or export a game of it in the player,',
  },
  'tabletwin.tactic': { name: 'your tactic', keep: 'copy it out of the editor' },
  'tabletwin.drawing': { name: 'your drawing', keep: 'copy it out of the editor' },
  'tabletwin.drafts': { name: 'the list of your drafts', keep: 'copy the one you need into the editor' },
};

/** The notice for a refused write of `key`. */
export function troubleMessage(key: string, reason: StorageTroubleReason): string {
  const what = WHAT[key] ?? { name: 'your text', keep: 'copy it out' };
  const cause =
    reason === 'full' ? "This browser's storage is full" : 'This browser does not let the site keep data (a private window?)';
  return `${cause}: ${what.name} is kept on this page only, until you close or reload it; ${what.keep} to keep it.`;
}

/** Whether a thrown write error says the storage is full (the names and codes browsers use). */
function isQuota(e: unknown): boolean {
  if (typeof e !== 'object' || e === null) return false;
  const { name, code } = e as { name?: unknown; code?: unknown };
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014;
}

/** The texts of one storage, with the memory that stands in for it when a write fails. */
export class Drafts {
  private readonly memory = new Map<string, string>();
  private readonly troubles = new Map<string, StorageTroubleReason>();
  private readonly listeners = new Set<() => void>();
  private changes = 0;

  /** `storage` is asked each time: reading `localStorage` itself throws where the browser forbids it. */
  constructor(private readonly storage: () => Storage | null | undefined) {}

  read(key: string): string | null {
    const held = this.memory.get(key);
    if (held !== undefined) return held;
    try {
      return this.storage()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  }

  /** Keeps `text` under `key`; never throws. False when the browser refused it and the text lives in memory only. */
  write(key: string, text: string): boolean {
    let kept = false;
    try {
      const storage = this.storage();
      if (storage === null || storage === undefined) throw new Error('no localStorage');
      // Already stored as it is (a page that opens with the stored text): nothing to write, nothing to refuse.
      if (storage.getItem(key) !== text) storage.setItem(key, text);
      kept = true;
      this.memory.delete(key);
      this.troubles.delete(key);
    } catch (e) {
      if (text === '' && this.read(key) === null) {
        // An empty editor where nothing was kept (the tactic box, opened): nothing is lost.
        kept = true;
      } else {
        this.memory.set(key, text);
        this.troubles.set(key, isQuota(e) ? 'full' : 'refused');
      }
    }
    this.changes++;
    for (const listener of this.listeners) listener();
    return kept;
  }

  /** The keys whose last write was refused, oldest first. */
  trouble(): StorageTrouble[] {
    return [...this.troubles].map(([key, reason]) => ({ key, reason, message: troubleMessage(key, reason) }));
  }

  /** Calls `listener` after every write; returns the function that stops it (React's `useSyncExternalStore` shape). */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Counts writes, so that a page reading texts can redraw when one changes. */
  version = (): number => this.changes;
}

/** The browser's localStorage with its stand-in, shared by every page of the site. */
export const drafts = new Drafts(() => globalThis.localStorage);
