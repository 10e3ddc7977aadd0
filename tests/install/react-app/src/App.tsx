// <bo-sign-in> and <bo-task-list> used the way React 19 documents custom elements: attributes for
// strings, properties where the element has them, and `onbo-...` props as event listeners.
import { sessionStore } from 'backoffice-elements/core';
import type { BoEventMap, BoTaskListElement } from 'backoffice-elements/elements';
import { useEffect, useRef, useState } from 'react';

type Theme = 'light' | 'dark';

export function App() {
  const list = useRef<BoTaskListElement>(null);
  const [theme, setTheme] = useState<Theme>('light');
  const [events, setEvents] = useState<string[]>([]);
  const [selected, setSelected] = useState('');
  const [status, setStatus] = useState('');
  // An object property: React 19 sets it as the element's property, not as an attribute.
  const [strings, setStrings] = useState<Record<string, string>>({});
  // The framework-free core (package export ./core) shares its session with the elements.
  const [user, setUser] = useState(() => sessionStore.getState().user?.email ?? '');
  const log = (line: string) => setEvents((lines) => [...lines, line]);

  // bo-signed-in / bo-signed-out are announced on document (any element, any tab).
  useEffect(() => {
    const signedIn = (event: CustomEvent<BoEventMap['bo-signed-in']>) =>
      setUser(event.detail.user?.email ?? '');
    const signedOut = () => setUser('');
    document.addEventListener('bo-signed-in', signedIn);
    document.addEventListener('bo-signed-out', signedOut);
    return () => {
      document.removeEventListener('bo-signed-in', signedIn);
      document.removeEventListener('bo-signed-out', signedOut);
    };
  }, []);

  return (
    <main className="host-main">
      <header className="host-header">
        <h1>React 19 host</h1>
        <button type="button" onClick={() => setTheme(theme === 'light' ? 'dark' : 'light')}>
          Switch theme
        </button>
        <button type="button" onClick={() => setStrings({ 'tasks.title': 'Team tasks' })}>
          Rename the task list
        </button>
        <span id="host-user" role="status">
          {user ? `Signed in as ${user}` : 'Not signed in'}
        </span>
      </header>
      <div className="host-grid">
        <section className="host-panel" aria-labelledby="react-sign-in">
          <h2 id="react-sign-in">Sign in</h2>
          <bo-sign-in
            theme={theme}
            lang="en"
            onbo-ready={() => log('bo-sign-in bo-ready')}
            onbo-error={(event) =>
              log(`bo-sign-in bo-error ${event.detail.code ?? event.detail.kind}`)
            }
          />
        </section>
        <section className="host-panel" aria-labelledby="react-tasks">
          <h2 id="react-tasks">Tasks</h2>
          <bo-task-list
            ref={list}
            api-base="/api/v1"
            theme={theme}
            strings={strings}
            onbo-ready={() => {
              log('bo-task-list bo-ready');
              setStatus(list.current?.status ?? '');
            }}
            onbo-task-select={(event) => setSelected(event.detail.uuid)}
            onbo-error={(event) =>
              log(`bo-task-list bo-error ${event.detail.code ?? event.detail.kind}`)
            }
          />
        </section>
      </div>
      <dl className="host-facts">
        <dt>Task list status at bo-ready</dt>
        <dd id="fact-status">{status}</dd>
        <dt>Selected task</dt>
        <dd id="fact-selected">{selected}</dd>
        <dt>Theme</dt>
        <dd id="fact-theme">{theme}</dd>
      </dl>
      <ol id="host-events" className="host-events" aria-label="Element events">
        {events.map((line, index) => (
          // Lines only ever append, so the index identifies one.
          // biome-ignore lint/suspicious/noArrayIndexKey: append-only log
          <li key={index}>{line}</li>
        ))}
      </ol>
    </main>
  );
}
