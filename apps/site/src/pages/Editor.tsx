// The model's editor: CodeMirror 6 with YAML highlighting, inside a shadow root. In a document
// CodeMirror adds its styles as a <style> element, which `style-src 'self'` blocks; in a shadow root
// it uses constructed style sheets (adoptedStyleSheets), which the policy allows.
import { yaml } from '@codemirror/lang-yaml';
import { linter, type Diagnostic } from '@codemirror/lint';
import { schemaCompletion } from '../lib/complete.js';
import type { LintFinding } from '../lib/protocol.js';
import { EditorState, Prec } from '@codemirror/state';
import { keymap } from '@codemirror/view';
import { basicSetup, EditorView } from 'codemirror';
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { store, YOUR_MODEL_KEY } from '../lib/models.js';

// Page styles do not reach into the shadow root: the editor's size and font are set here.
const theme = EditorView.theme({
  '&': { height: '75vh', fontSize: '13px', backgroundColor: '#fff' },
  '.cm-scroller': { fontFamily: "ui-monospace, 'DejaVu Sans Mono', monospace" },
  // CodeMirror draws its squiggles as data: images, which `img-src` refuses: a wavy underline instead.
  '.cm-lintRange-error': { backgroundImage: 'none', textDecoration: 'underline wavy #b3261e', textDecorationSkipInk: 'none' },
  '.cm-lintRange-warning': { backgroundImage: 'none', textDecoration: 'underline wavy #9a6700', textDecorationSkipInk: 'none' },
});

/** The schema's completion as language data. The source is made once: the completion state tells sources apart by identity. */
function completionFrom(schema: object | undefined) {
  if (schema === undefined) return [];
  const source = schemaCompletion(schema as never);
  return [EditorState.languageData.of(() => [{ autocomplete: source }])];
}

export interface EditorHandle {
  /** Puts the cursor at a 1-based line and column and scrolls it into view. */
  goTo(line: number, column?: number): void;
}

interface Props {
  value: string;
  onChange: (text: string) => void;
  /** Ctrl+Enter (Cmd+Enter on a Mac). */
  onRun: () => void;
  ref?: Ref<EditorHandle>;
  /** The JSON Schema whose keys are offered as completions (Ctrl+Space, or while typing). */
  schema?: object;
  label?: string;
  /** The page's stylesheet does not reach into the shadow root: the height is set here. */
  height?: string;
  /** Findings of the text, underlined after a pause in typing. */
  lint?: (text: string) => Promise<LintFinding[]>;
}

/** A finding at a 1-based line and column → the span CodeMirror underlines: from there to the end of the line's text. */
export function spanOf(
  doc: { lines: number; line(n: number): { from: number; to: number } },
  f: LintFinding,
): { from: number; to: number } {
  const line = doc.line(Math.max(1, Math.min(f.line ?? 1, doc.lines)));
  const from = Math.min(line.from + Math.max((f.column ?? 1) - 1, 0), line.to);
  return { from, to: Math.max(from, line.to) };
}

export function Editor({ value, onChange, onRun, ref, schema, label = 'Model', height = '75vh', lint }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  // The editor is made once; it calls the latest handlers through these.
  const handlers = useRef({ onChange, onRun, lint });
  handlers.current = { onChange, onRun, lint };

  useEffect(() => {
    const el = host.current!;
    const shadow = el.shadowRoot ?? el.attachShadow({ mode: 'open' });
    const v = new EditorView({
      root: shadow,
      parent: shadow,
      state: EditorState.create({
        doc: value,
        extensions: [
          Prec.highest(keymap.of([{ key: 'Mod-Enter', run: () => (handlers.current.onRun(), true) }])),
          basicSetup,
          yaml(),
          theme,
          EditorView.theme({ '&': { height } }),
          // A phone shows some 40 characters a line: long lines wrap there instead of scrolling sideways.
          ...(globalThis.matchMedia?.('(max-width: 800px)').matches ? [EditorView.lineWrapping] : []),
          ...completionFrom(schema),
          ...(lint === undefined
            ? []
            : [
                linter(
                  async (v): Promise<Diagnostic[]> => {
                    const findings = (await handlers.current.lint?.(v.state.doc.toString())) ?? [];
                    return findings.map((f) => ({ ...spanOf(v.state.doc, f), severity: f.severity, message: f.message }));
                  },
                  { delay: 800 },
                ),
              ]),
          // tabindex: the editor's scroll area then has content a keyboard reaches (axe's scrollable-region-focusable).
          EditorView.contentAttributes.of({ 'aria-label': label, tabindex: '0' }),
          EditorView.updateListener.of((u) => {
            if (u.docChanged) handlers.current.onChange(u.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = v;
    return () => {
      v.destroy();
      view.current = null;
    };
    // Made once; later values arrive through the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A new text from outside ("Start from"): replace the document.
  useEffect(() => {
    const v = view.current;
    if (v !== null && v.state.doc.toString() !== value)
      v.dispatch({ changes: { from: 0, to: v.state.doc.length, insert: value } });
  }, [value]);

  useImperativeHandle(ref, () => ({
    goTo(line, column = 1) {
      const v = view.current;
      if (v === null) return;
      const l = v.state.doc.line(Math.max(1, Math.min(line, v.state.doc.lines)));
      const at = Math.min(l.from + Math.max(column - 1, 0), l.to);
      v.dispatch({ selection: { anchor: at }, scrollIntoView: true });
      v.focus();
    },
  }));

  return <div ref={host} className="editor" />;
}

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
