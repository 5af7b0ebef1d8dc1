import { useEffect, useState } from 'react';
import { store, YOUR_MODEL_KEY } from '../lib/models.js';

/**
 * A text kept in this browser under `key`. Each change is stored as it is made, not in an effect
 * after the render: a page left a moment after a paste (a link followed, the tab closed) keeps it.
 */
export function useStoredText(initial: () => string, key = YOUR_MODEL_KEY): [string, (next: string) => void] {
  const [text, setText] = useState(initial);
  // The text the page opened with (a built-in model to check, say) is the one stored from now on.
  useEffect(() => void store(text, key), [key]);
  const set = (next: string): void => {
    store(next, key);
    setText(next);
  };
  return [text, set];
}
