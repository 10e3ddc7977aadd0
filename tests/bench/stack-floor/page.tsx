// The prescribed stack's floor: React 19 and Fluent UI v9 drawing the task list's first screen
// (task-view.tsx) in a shadow root with Griffel's shadow-DOM renderer, as our elements draw, but with
// plain fetch and state: no query cache, router, catalogs, element wrapper or chunks.
// stack-floor.bench.mjs builds it into one file and loads it beside the console and the element
// page, so what our code adds to the stack shows.
import { RendererProvider } from '@fluentui/react-components';
import { createShadowDOMRenderer } from '@griffel/shadow-dom';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import {
  accessToken,
  changedParams,
  type Page,
  TaskView,
  type TaskParams,
  themedShadow,
} from './task-view';

function TaskPage() {
  const [params, setParams] = useState<TaskParams>({ q: '', status: '', size: 20, index: 0 });
  const [page, setPage] = useState<Page>();
  const { q, status, size, index } = params;

  useEffect(() => {
    const abort = new AbortController();
    const query = new URLSearchParams({
      limit: String(size),
      offset: String(index * size),
      order: 'desc',
      withCount: 'true',
    });
    if (q) query.set('q', q);
    if (status) query.set('status', status);
    fetch(`/api/v1/tasks?${query}`, {
      headers: { authorization: `Bearer ${accessToken()}` },
      signal: abort.signal,
    })
      .then((response) => response.json() as Promise<Page>)
      .then(setPage, () => undefined);
    return () => abort.abort();
  }, [q, status, size, index]);

  return (
    <TaskView
      params={params}
      page={page}
      change={(patch) => setParams((previous) => changedParams(previous, patch))}
    />
  );
}

const host = document.getElementById('floor');
if (host) {
  const shadow = themedShadow(host);
  const mount = document.createElement('div');
  shadow.append(mount);
  createRoot(mount).render(
    <RendererProvider renderer={createShadowDOMRenderer(shadow)} targetDocument={document}>
      <TaskPage />
    </RendererProvider>,
  );
}
