// The task list's first screen drawn with Fluent UI v9 alone (a search box, a status select, 20
// rows, a page-size select and paging buttons): the view both floor pages share. Where its state
// and data live is each page's own (page.tsx, full-stack.tsx).
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

/** What the view shows and what it calls; each floor page keeps this state its own way. */
export interface TaskViewProps {
  q: string;
  status: string;
  size: number;
  index: number;
  page: Page | undefined;
  setQ(value: string): void;
  setStatus(value: string): void;
  setSize(value: number): void;
  setIndex(value: number): void;
}

export function TaskView({
  q,
  status,
  size,
  index,
  page,
  setQ,
  setStatus,
  setSize,
  setIndex,
}: TaskViewProps) {
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
          }}
        />
        <Select
          aria-label="Status"
          value={status}
          onChange={(_, data) => {
            setStatus(data.value);
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

/** The floor's host: Fluent's theme variables on it, where the shadow tree inherits them (our elements' way). */
export function themedShadow(host: HTMLElement | ShadowRoot): ShadowRoot {
  const shadow = host instanceof ShadowRoot ? host : host.attachShadow({ mode: 'open' });
  const themeSheet = new CSSStyleSheet();
  const variables = Object.entries(webLightTheme).map(([name, value]) => `--${name}: ${value};`);
  themeSheet.replaceSync(`:host { display: block; ${variables.join(' ')} }`);
  shadow.adoptedStyleSheets = [themeSheet, ...shadow.adoptedStyleSheets];
  return shadow;
}
