// The task list's first screen drawn with Fluent UI v9 alone (a search box, a status select, 20
// rows, a page-size select and paging buttons): the view both floor pages share, with what both
// need around it (the admin's token, a themed shadow root). Where its state and data live is each
// page's own (page.tsx, full-stack.tsx).
import {
  Button,
  FluentProvider,
  Input,
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

export interface Task {
  uuid: string;
  title: string;
  status: string;
  priority: string;
  created_at: string;
  due_at: string | null;
}

export interface Page {
  items: Task[];
  total: number;
}

const STATUSES = ['new', 'in_progress', 'review', 'done', 'archived'];
const PAGE_SIZES = [20, 50, 100, 500];
const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });

/** The signed-in admin's token, where the console keeps it. */
export function accessToken(): string {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem('auth_user') ?? '{}');
    const token = typeof stored === 'object' && stored ? Reflect.get(stored, 'accessToken') : '';
    return typeof token === 'string' ? token : '';
  } catch {
    return '';
  }
}

/** The list's params: the search, the status filter, rows per page and the page's index. */
export interface TaskParams {
  q: string;
  status: string;
  size: number;
  index: number;
}

/** Any change but paging goes back to the first page. */
export function changedParams(params: TaskParams, patch: Partial<TaskParams>): TaskParams {
  return { ...params, index: 0, ...patch };
}

/** What the view shows and what it calls; each floor page keeps the params its own way. */
export interface TaskViewProps {
  params: TaskParams;
  page: Page | undefined;
  change(patch: Partial<TaskParams>): void;
}

export function TaskView({ params, page, change }: TaskViewProps) {
  const { q, status, size, index } = params;
  return (
    <FluentProvider theme={webLightTheme} style={{ padding: 16 }}>
      <Title2 as="h1">Tasks</Title2>
      <div style={{ display: 'flex', gap: 8, margin: '12px 0' }}>
        <Input
          type="search"
          aria-label="Search"
          value={q}
          onChange={(_, data) => {
            change({ q: data.value });
          }}
        />
        <Select
          aria-label="Status"
          value={status}
          onChange={(_, data) => {
            change({ status: data.value });
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
            change({ size: Number(data.value) });
          }}
        >
          {PAGE_SIZES.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </Select>
        <Button disabled={index === 0} onClick={() => change({ index: index - 1 })}>
          Previous
        </Button>
        <Button
          disabled={!page || (index + 1) * size >= page.total}
          onClick={() => change({ index: index + 1 })}
        >
          Next
        </Button>
      </div>
    </FluentProvider>
  );
}

/** The floor's host: Fluent's theme variables on it, where the shadow tree inherits them (our elements' way). */
export function themedShadow(host: HTMLElement | ShadowRoot): ShadowRoot {
  const shadow = host instanceof ShadowRoot ? host : host.attachShadow({ mode: 'open' });
  const themeSheet = new CSSStyleSheet();
  const variables = Object.entries(webLightTheme).map(([name, value]) => `--${name}: ${value};`);
  themeSheet.replaceSync(`:host { display: block; ${variables.join(' ')} }`);
  shadow.adoptedStyleSheets = [themeSheet, ...shadow.adoptedStyleSheets];
  return shadow;
}
