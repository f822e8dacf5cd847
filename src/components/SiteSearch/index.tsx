import {useEffect, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {excerptParts, sectionOf} from '@site/src/lib/siteSearch';
import {DIALOG_STYLES} from './styles';

/** The part of Pagefind's browser API this dialog uses (`<baseUrl>pagefind/pagefind.js`). */
interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: {title?: string};
  sub_results: {title: string; url: string; excerpt: string}[];
}
interface Pagefind {
  options(options: {baseUrl?: string; excerptLength?: number}): Promise<void>;
  init(): Promise<void>;
  search(query: string): Promise<{results: {data(): Promise<PagefindResultData>}[]}>;
}

interface Result {
  url: string;
  title: string;
  section: string;
  excerpt: string;
}

/** Results shown at once: a screenful on a phone. */
const SHOWN = 8;
/** Pagefind counts a Japanese excerpt in words as its segmenter cuts them, about two characters. */
const EXCERPT_WORDS = 24;
const TYPING_PAUSE_MS = 120;
const TITLE = 'サイト内検索';

let pagefind: Promise<Pagefind> | undefined;

/** Loads Pagefind from this build (under the base URL, so a preview searches itself) once. */
function loadPagefind(baseUrl: string): Promise<Pagefind> {
  pagefind ??= (
    import(/* webpackIgnore: true */ `${baseUrl}pagefind/pagefind.js`) as Promise<Pagefind>
  ).then(async (api) => {
    // The index holds each page's route; results link to it under this build's base URL.
    await api.options({baseUrl, excerptLength: EXCERPT_WORDS});
    await api.init();
    return api;
  });
  pagefind.catch(() => (pagefind = undefined));
  return pagefind;
}

/** Starts loading Pagefind while the visitor moves to the search button. */
export function preloadSearch(baseUrl: string): void {
  void loadPagefind(baseUrl).catch(() => undefined);
}

const countMarks = (excerpt: string) => excerpt.split('<mark>').length - 1;

/** A page's result, pointing at the section of the page that matches best. */
function resultOf(data: PagefindResultData, baseUrl: string): Result {
  const title = data.meta.title ?? data.url;
  const best = [...data.sub_results].sort(
    (a, b) => countMarks(b.excerpt) - countMarks(a.excerpt),
  )[0] as PagefindResultData['sub_results'][number] | undefined;
  const section = sectionOf(data.url, baseUrl);
  const inPage = best && best.title !== title;
  return {
    url: inPage ? best.url : data.url,
    title,
    section: inPage ? `${section} › ${best.title}` : section,
    excerpt: best?.excerpt ?? data.excerpt,
  };
}

type State =
  | {kind: 'idle'}
  | {kind: 'results'; query: string; total: number; results: Result[]}
  | {kind: 'failed'};

function statusText(state: State): string {
  if (state.kind === 'failed') {
    return '検索の準備ができませんでした。通信の状態を確かめて、もう一度お試しください。';
  }
  if (state.kind === 'idle') return '';
  const {query, total} = state;
  if (total === 0) {
    return `「${query}」を含むページは見つかりませんでした。言葉を減らすか、別の言い方でお試しください。`;
  }
  const shown = total > SHOWN ? `（上位 ${SHOWN} 件を表示）` : '';
  return `「${query}」を含むページが ${total} 件見つかりました${shown}。`;
}

function Excerpt({html}: {html: string}): ReactNode {
  return excerptParts(html).map(({text, marked}, index) =>
    marked ? <mark key={index}>{text}</mark> : text,
  );
}

/** The search dialog: a field, the result count read out, and results to walk with arrows. */
export default function SearchDialog({onClose}: {onClose: () => void}): ReactNode {
  const {baseUrl} = useDocusaurusContext().siteConfig;
  const dialog = useRef<HTMLDialogElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [state, setState] = useState<State>({kind: 'idle'});

  useEffect(() => {
    dialog.current?.showModal();
    // Only now: the field cannot take focus while the dialog is still closed.
    input.current?.focus();
  }, []);

  useEffect(() => {
    const trimmed = query.trim();
    if (!trimmed) return;
    let current = true;
    const timer = setTimeout(() => {
      loadPagefind(baseUrl)
        .then(async (api) => {
          const {results} = await api.search(trimmed);
          const shown = await Promise.all(results.slice(0, SHOWN).map((result) => result.data()));
          if (!current) return;
          setState({
            kind: 'results',
            query: trimmed,
            total: results.length,
            results: shown.map((data) => resultOf(data, baseUrl)),
          });
        })
        .catch(() => {
          if (current) setState({kind: 'failed'});
        });
    }, TYPING_PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, baseUrl]);

  // What an emptied field shows, without a search to wait for.
  const shown: State = query.trim() ? state : {kind: 'idle'};

  /**
   * Closes the dialog and tells the search button at once: waiting for the dialog's `close` event,
   * which comes a task later, lost a shortcut pressed in between.
   */
  const close = () => {
    dialog.current?.close();
    onClose();
  };

  /** Arrow keys move between the field and the results; Tab still works as everywhere. */
  const onArrowKey = (event: KeyboardEvent) => {
    // In a search field Chromium's Esc only empties it; here it closes the dialog as anywhere else.
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const stops = [input.current, ...(list.current?.querySelectorAll('a') ?? [])];
    const at = stops.indexOf(document.activeElement as HTMLAnchorElement);
    const next = at + (event.key === 'ArrowDown' ? 1 : -1);
    if (at < 0 || next < 0 || next >= stops.length) return;
    event.preventDefault();
    stops[next]?.focus();
  };

  return (
    // A click on the backdrop closes it too; Esc and the close button do so from the keyboard.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/click-events-have-key-events
    <dialog
      ref={dialog}
      className="site-search-dialog"
      aria-label={TITLE}
      onCancel={(event) => {
        // Esc elsewhere in the dialog.
        event.preventDefault();
        close();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === dialog.current) close();
      }}>
      <style href="site-search-dialog" precedence="default">
        {DIALOG_STYLES}
      </style>
      <div className="site-search-panel">
        <div className="site-search-header">
          <Heading as="h2" className="site-search-title">
            {TITLE}
          </Heading>
          <button type="button" className="site-search-close" onClick={close}>
            閉じる
          </button>
        </div>
        <input
          ref={input}
          className="site-search-field"
          type="search"
          aria-label="探したい言葉"
          placeholder="例: 料金、教室の場所、Unity"
          enterKeyHint="search"
          autoComplete="off"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
          }}
          onKeyDown={onArrowKey}
        />
        <p role="status" className="site-search-status">
          {statusText(shown)}
        </p>
        {shown.kind === 'results' && shown.results.length > 0 && (
          <ul ref={list} className="site-search-results">
            {shown.results.map((result) => (
              <li key={result.url}>
                <Link
                  to={result.url}
                  className="site-search-result"
                  onClick={onClose}
                  onKeyDown={onArrowKey}>
                  <span className="site-search-section">{result.section}</span>
                  <span className="site-search-result-title">{result.title}</span>
                  <span className="site-search-excerpt">
                    <Excerpt html={result.excerpt} />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        <p className="site-search-hint" aria-hidden="true">
          ↑↓ で選び、Enter で開きます。Esc で閉じます。
        </p>
      </div>
    </dialog>
  );
}
