// Drafts kept in the browser: named texts of the model editor, newest first, at most MAX_DRAFTS.
// Every action that replaces the editor's text (Start from, Check on the games list, Import game,
// opening a draft) keeps the text it replaces here first, so nothing typed is lost without a word.
import { builtInName } from './models.js';
import { drafts as storage } from './storage.js';

export const DRAFTS_KEY = 'tabletwin.drafts';
/** The last few versions: older ones are dropped. */
export const MAX_DRAFTS = 10;

export interface Draft {
  name: string;
  text: string;
  /** When it was kept (ISO 8601). */
  saved: string;
}

function isDraft(d: unknown): d is Draft {
  if (typeof d !== 'object' || d === null) return false;
  const r = d as Record<string, unknown>;
  return typeof r['name'] === 'string' && typeof r['text'] === 'string' && typeof r['saved'] === 'string';
}

/** The drafts, newest first; a stored list that cannot be read is no drafts (never an error on the page). */
export function listDrafts(): Draft[] {
  const raw = storage.read(DRAFTS_KEY);
  if (raw === null) return [];
  try {
    const list: unknown = JSON.parse(raw);
    return Array.isArray(list) ? list.filter(isDraft).slice(0, MAX_DRAFTS) : [];
  } catch {
    return [];
  }
}

/** A name for a text: its label or game (`Pig`), else "draft". */
export function draftName(text: string): string {
  const m = /^label:\s*(.+)$/m.exec(text) ?? /^game:\s*(.+)$/m.exec(text);
  const name = m?.[1]?.trim().replace(/^["']|["']$/g, '') ?? '';
  return name === '' ? 'draft' : name.slice(0, 60);
}

/**
 * Keeps `text` as a draft named `name` (default: its label), unless there is nothing to lose: an
 * empty text, a built-in model unchanged, or the text of a draft already kept (it moves to the
 * top). Returns the draft kept, or null.
 */
export function keepDraft(text: string, name?: string, now: Date = new Date()): Draft | null {
  if (text.trim() === '' || builtInName(text) !== null) return null;
  const others = listDrafts().filter((d) => d.text !== text);
  const kept = listDrafts().find((d) => d.text === text);
  const draft: Draft = { name: name?.trim() || kept?.name || draftName(text), text, saved: now.toISOString() };
  storage.write(DRAFTS_KEY, JSON.stringify([draft, ...others].slice(0, MAX_DRAFTS)));
  return draft;
}

export function deleteDraft(saved: string): void {
  storage.write(DRAFTS_KEY, JSON.stringify(listDrafts().filter((d) => d.saved !== saved)));
}

/** `Pig · 23:40` (today) or `Pig · 2026-12-01 23:40`. */
export function draftLabel(d: Draft, now: Date = new Date()): string {
  const t = new Date(d.saved);
  const pad = (n: number): string => String(n).padStart(2, '0');
  const time = `${pad(t.getHours())}:${pad(t.getMinutes())}`;
  const day = `${t.getFullYear()}-${pad(t.getMonth() + 1)}-${pad(t.getDate())}`;
  const today = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return `${d.name} · ${day === today ? time : `${day} ${time}`}`;
}
