// The console's first screen reads its list params from the page's address, before and after the router is here: a history entry of its own before, a router navigation after, and the last query kept once the address has left the screen's area.
import { createBrowserRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addressQuery } from '../../../src/console/address-query';
import { moveInto } from '../../../src/console/held-screen';

const onTask = () => (window.location.pathname === '/task' ? '/task' : null);

beforeEach(() => {
  window.history.replaceState(null, '', '/task?status=open');
});

afterEach(() => {
  document.body.replaceChildren();
});

describe('the first screen address query', () => {
  it('reads the address and writes a history entry of its own before the router', () => {
    const query = addressQuery(onTask);
    const heard: string[] = [];
    const stop = query.subscribe(() => heard.push(query.current()));
    expect(query.current()).toBe('status=open');
    const entries = window.history.length;

    query.write('status=done&offset=20');
    expect(window.location.search).toBe('?status=done&offset=20');
    expect(window.history.length).toBe(entries + 1);
    expect(heard).toEqual(['status=done&offset=20']);
    // The same query again is no new entry.
    query.write('status=done&offset=20');
    expect(window.history.length).toBe(entries + 1);
    query.write('');
    expect(`${window.location.pathname}${window.location.search}`).toBe('/task');
    stop();
  });

  it('hears back and forward', () => {
    const query = addressQuery(onTask);
    let heard = 0;
    const stop = query.subscribe(() => {
      heard += 1;
    });
    window.history.replaceState(null, '', '/task?q=late');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(heard).toBe(1);
    expect(query.current()).toBe('q=late');
    stop();
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(heard).toBe(1);
  });

  it('keeps its last query once the address has left the area, and writes nothing there', () => {
    const query = addressQuery(onTask);
    expect(query.current()).toBe('status=open');
    window.history.pushState(null, '', '/message?q=other');
    expect(query.current()).toBe('status=open');
    query.write('status=done');
    expect(`${window.location.pathname}${window.location.search}`).toBe('/message?q=other');
  });

  it('writes through the router once it has taken over and the page is quiet, and hears its navigations', async () => {
    const router = createBrowserRouter([{ path: '/task', element: null }]);
    await new Promise<void>((resolve) => {
      if (router.state.initialized) resolve();
      else router.subscribe((state) => state.initialized && resolve());
    });
    const query = addressQuery(onTask);
    query.follow(router);
    const heard: string[] = [];
    const stop = query.subscribe(() => heard.push(query.current()));

    query.write('q=report');
    // The screen has the query at once; the address follows once the page is quiet.
    expect(query.current()).toBe('q=report');
    expect(router.state.location.search).toBe('?status=open');
    await expect.poll(() => router.state.location.search).toBe('?q=report');
    expect(window.location.search).toBe('?q=report');
    expect(heard).toContain('q=report');

    await router.navigate('/task?status=done');
    expect(query.current()).toBe('status=done');
    expect(heard.at(-1)).toBe('status=done');
    stop();
    router.dispose();
  });
});

describe('moving the held screen', () => {
  it('keeps the focus and the text selection of a field inside', () => {
    const from = document.createElement('main');
    const to = document.createElement('main');
    const screen = document.createElement('div');
    const field = document.createElement('input');
    field.value = 'printer';
    screen.append(field);
    from.append(screen);
    document.body.append(from, to);
    field.focus();
    field.setSelectionRange(2, 4);

    moveInto(to, screen);
    expect(screen.parentNode).toBe(to);
    expect(document.activeElement).toBe(field);
    expect([field.selectionStart, field.selectionEnd]).toEqual([2, 4]);
  });

  it('moves a node that is not on the page yet', () => {
    const to = document.createElement('main');
    document.body.append(to);
    const screen = document.createElement('div');
    moveInto(to, screen);
    expect(screen.parentNode).toBe(to);
  });
});
