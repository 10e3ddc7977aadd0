// The prescribed stack by itself: React 19 and Fluent UI v9 drawing the task list's first screen (a
// search box, a status select, 20 rows, a page-size select and paging buttons) in a shadow root with
// Griffel's shadow-DOM renderer, as our elements draw, but with plain fetch and state: no query
// cache, router, catalogs, element wrapper or chunks. stack-floor.bench.mjs builds it into one file
// and loads it beside the console and the element page, so what our code adds to the stack shows.
import {
  Button,
  FluentProvider,
  Input,
  RendererProvider,
  Select,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Title2,
  webLightTheme,
} from '@fluentui/react-components';
import { createShadowDOMRenderer } from '@griffel/shadow-dom';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

interface Task {
  uuid: string;
  title: string;
  status: string;
  priority: string;
  created_at: string;
  due_at: string | null;
}

interface Page {
  items: Task[];
  total: number;
}

const STATUSES = ['new', 'in_progress', 'review', 'done', 'archived'];
const PAGE_SIZES = [20, 50, 100, 500];
const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });

function accessToken(): string {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem('auth_user') ?? '{}');
    const token = typeof stored === 'object' && stored ? Reflect.get(stored, 'accessToken') : '';
    return typeof token === 'string' ? token : '';
  } catch {
    return '';
  }
}

function TaskPage() {
  const [q, setQ] = useState('');
  const [status, setStatus] = useState('');
  const [size, setSize] = useState(20);
  const [index, setIndex] = useState(0);
  const [page, setPage] = useState<Page | null>(null);

  useEffect(() => {
    const abort = new AbortController();
    const params = new URLSearchParams({
      limit: String(size),
      offset: String(index * size),
      order: 'desc',
      withCount: 'true',
    });
    if (q) params.set('q', q);
    if (status) params.set('status', status);
    fetch(`/api/v1/tasks?${params}`, {
      headers: { authorization: `Bearer ${accessToken()}` },
      signal: abort.signal,
    })
      .then((response) => response.json() as Promise<Page>)
      .then(setPage, () => undefined);
    return () => abort.abort();
  }, [q, status, size, index]);

  return (
    <FluentProvider theme={webLightTheme} style={{ padding: 16 }}>
      <Title2 as="h1">Tasks</Title2>
      <div style={{ display: 'flex', gap: 8, margin: '12px 0' }}>
        <Input
          type="search"
          aria-label="Search"
          value={q}
          onChange={(_, data) => {
            setQ(data.value);
            setIndex(0);
          }}
        />
        <Select
          aria-label="Status"
          value={status}
          onChange={(_, data) => {
            setStatus(data.value);
            setIndex(0);
          }}
        >
          <option value="">All statuses</option>
          {STATUSES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </Select>
      </div>
      <Table>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>Title</TableHeaderCell>
            <TableHeaderCell>Status</TableHeaderCell>
            <TableHeaderCell>Priority</TableHeaderCell>
            <TableHeaderCell>Created</TableHeaderCell>
            <TableHeaderCell>Due</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {(page?.items ?? []).map((task) => (
            <TableRow key={task.uuid}>
              <TableCell>{task.title}</TableCell>
              <TableCell>{task.status}</TableCell>
              <TableCell>{task.priority}</TableCell>
              <TableCell>{dateFormat.format(new Date(task.created_at))}</TableCell>
              <TableCell>{task.due_at ? dateFormat.format(new Date(task.due_at)) : ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <div style={{ display: 'flex', gap: 8, alignItems: 'center', marginTop: 12 }}>
        <Select
          aria-label="Rows per page"
          value={String(size)}
          onChange={(_, data) => {
            setSize(Number(data.value));
            setIndex(0);
          }}
        >
          {PAGE_SIZES.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </Select>
        <Button disabled={index === 0} onClick={() => setIndex(index - 1)}>
          Previous
        </Button>
        <Button
          disabled={!page || (index + 1) * size >= page.total}
          onClick={() => setIndex(index + 1)}
        >
          Next
        </Button>
      </div>
    </FluentProvider>
  );
}

const host = document.getElementById('floor');
if (host) {
  const shadow = host.attachShadow({ mode: 'open' });
  // The theme's variables on the host, where the shadow tree inherits them (our elements' way).
  const themeSheet = new CSSStyleSheet();
  const variables = Object.entries(webLightTheme).map(([name, value]) => `--${name}: ${value};`);
  themeSheet.replaceSync(`:host { display: block; ${variables.join(' ')} }`);
  shadow.adoptedStyleSheets = [themeSheet];
  const mount = document.createElement('div');
  shadow.append(mount);
  createRoot(mount).render(
    <RendererProvider renderer={createShadowDOMRenderer(shadow)} targetDocument={document}>
      <TaskPage />
    </RendererProvider>,
  );
}
