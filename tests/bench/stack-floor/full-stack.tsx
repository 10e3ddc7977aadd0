// The whole prescribed stack under the same first screen (task-view.tsx): a custom element made
// with @r2wc/react-to-web-component, list params in the address through react-router, the list
// through TanStack Query and ofetch, the page size in a zustand store. Built into one file with no
// compile hints, it is what the stack costs before any of our code: the console's first screen
// does the same work, plus our shell, catalogs and list kit, split into shared chunks.
import { RendererProvider } from '@fluentui/react-components';
import { createShadowDOMRenderer } from '@griffel/shadow-dom';
import r2wc from '@r2wc/react-to-web-component';
import {
  keepPreviousData,
  QueryClient,
  QueryClientProvider,
  useQuery,
} from '@tanstack/react-query';
import { ofetch } from 'ofetch';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider, useSearchParams } from 'react-router';
import { create } from 'zustand';
import {
  accessToken,
  changedParams,
  type Page,
  TaskView,
  type TaskParams,
  themedShadow,
} from './task-view';

const usePageSize = create<{ size: number; setSize(size: number): void }>((set) => ({
  size: 20,
  setSize: (size) => set({ size }),
}));

function TaskPage() {
  const [search, setSearch] = useSearchParams();
  const { size, setSize } = usePageSize();
  const params: TaskParams = {
    q: search.get('q') ?? '',
    status: search.get('status') ?? '',
    size,
    index: Number(search.get('page') ?? 0),
  };
  const { q, status, index } = params;
  const { data: page } = useQuery({
    queryKey: ['tasks', q, status, size, index],
    queryFn: ({ signal }) =>
      ofetch<Page>('/api/v1/tasks', {
        query: {
          limit: size,
          offset: index * size,
          order: 'desc',
          withCount: 'true',
          ...(q ? { q } : {}),
          ...(status ? { status } : {}),
        },
        headers: { authorization: `Bearer ${accessToken()}` },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
  /** The size goes to the store, the rest to the address (empty values left out). */
  const change = (patch: Partial<TaskParams>) => {
    const next = changedParams(params, patch);
    if (next.size !== size) setSize(next.size);
    const address = new URLSearchParams();
    if (next.q) address.set('q', next.q);
    if (next.status) address.set('status', next.status);
    if (next.index) address.set('page', String(next.index));
    setSearch(address);
  };

  return <TaskView params={params} page={page} change={change} />;
}

const queryClient = new QueryClient();

/** r2wc mounts into the element's open shadow root and passes it as `container`. */
function FloorTasks({ container }: { container?: HTMLElement }) {
  const [renderer] = useState(() =>
    createShadowDOMRenderer(themedShadow(container as unknown as ShadowRoot)),
  );
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: <TaskPage /> }]));
  return (
    <RendererProvider renderer={renderer} targetDocument={document}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </RendererProvider>
  );
}

customElements.define('floor-tasks', r2wc(FloorTasks, { shadow: 'open' }));
document.getElementById('floor')?.append(document.createElement('floor-tasks'));
