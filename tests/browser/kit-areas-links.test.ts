// Links, forms and paging of the kit areas in Chromium against the reference server: copy to the
// clipboard, deactivate, expired links marked; create (money typed as text) and edit; the next page;
// the selection column while its checkbox code loads; the reference filter while its picker code
// loads; a form whose code fails to load.
import { describe, expect, it } from 'vitest';
import type { Buyer, Link, ListReply, User } from '../../src/resources/schemas';
import { stackPerFile } from './support/file-stack';
import { heldChunkOf } from './support/held-chunk';
import { type AreaPage, kitArea, rowAction, rowOf, search, unique } from './support/kit-area';
import { confirm, requestTo, toast } from './support/page-parts';

/** The test's area page (its tab closes after the test). */
let area: AreaPage;

const files = stackPerFile();
const { api, open } = kitArea(files);

const DAY = 24 * 60 * 60 * 1000;
const newLink = (title: string, extra: Partial<Link> = {}) =>
  api<Link>('/links', 'POST', { url: `https://example.com/${title}`, title, ...extra });

describe('links', () => {
  it('copy address puts the URL on the clipboard and says so', async () => {
    const link = await newLink(unique('copy'));
    area = await open('bo-link-list', 'Links', {
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    await search(area, link.title, 1);
    await rowAction(area, link.title, 'Copy address');
    await toast(area.page, `Address copied: ${link.title}`);
    expect(await area.page.evaluate(() => navigator.clipboard.readText())).toBe(link.url);
  });

  it('deactivate, confirmed, marks the row inactive and changes the server record', async () => {
    const link = await newLink(unique('off'));
    area = await open('bo-link-list', 'Links');
    await search(area, link.title, 1);
    const row = rowOf(area, link.title);
    expect(await row.textContent()).not.toContain('Inactive');
    await rowAction(area, link.title, 'Deactivate');
    await confirm(area.page, `Deactivate ${link.title}?`, 'Deactivate');
    await toast(area.page, `Deactivated: ${link.title}`);
    await expect.poll(() => row.textContent()).toContain('Inactive');
    expect((await api<Link>(`/links/${link.uuid}`)).active).toBe(false);
  });

  it('an expired link is marked, a current one is not', async () => {
    const token = unique('exp');
    const now = Date.now();
    await newLink(`${token}-old`, { expires_at: new Date(now - DAY).toISOString() });
    await newLink(`${token}-new`, { expires_at: new Date(now + 30 * DAY).toISOString() });
    area = await open('bo-link-list', 'Links');
    await search(area, token, 2);
    const title = (row: string) =>
      rowOf(area as AreaPage, `${token}-${row}`)
        .locator('td')
        .nth(1);
    expect(await title('old').textContent()).toContain('Expired');
    expect(await title('new').textContent()).not.toContain('Expired');
  });
});

describe('create and edit', () => {
  it('buyers: a new buyer with a balance typed "12.50" is stored as 1250 minor units', async () => {
    const name = unique('New');
    area = await open('bo-buyer-list', 'Buyers');
    await area.page.getByRole('button', { name: 'New buyer' }).click();
    const dialog = area.page.getByRole('dialog', { name: 'New buyer' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('textbox', { name: 'Email' }).fill(`${name.toLowerCase()}@example.com`);
    await dialog.getByRole('textbox', { name: 'Balance' }).fill('12.50');
    const post = requestTo(area.page, '/buyers', 'POST');
    await dialog.getByRole('button', { name: 'Create' }).click();
    expect((await post).postDataJSON()).toMatchObject({ name, balance: 1250, currency: 'USD' });
    await dialog.waitFor({ state: 'detached' });
    await toast(area.page, `${name} created`);
    await search(area, name, 1);
    expect(await rowOf(area, name).textContent()).toContain('$12.50');
    const stored = await api<ListReply<Buyer>>(`/buyers?q=${name}`);
    expect(stored.items.map((buyer) => [buyer.name, buyer.balance, buyer.currency])).toEqual([
      [name, 1250, 'USD'],
    ]);
  });

  it('links: an edited title shows in the row and is stored', async () => {
    const link = await newLink(unique('edit'));
    const title = `${link.title} renamed`;
    area = await open('bo-link-list', 'Links');
    await search(area, link.title, 1);
    await rowAction(area, link.title, 'Edit');
    const dialog = area.page.getByRole('dialog', { name: `Edit ${link.title}` });
    await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
    const patch = requestTo(area.page, `/links/${link.uuid}`, 'PATCH');
    await dialog.getByRole('button', { name: 'Save' }).click();
    expect((await patch).postDataJSON()).toMatchObject({ title });
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => rowOf(area as AreaPage, title).count()).toBe(1);
    expect((await api<Link>(`/links/${link.uuid}`)).title).toBe(title);
  });
});

describe('paging', () => {
  it('users: the next page asks for offset 20 and shows the rows the server lists there', async () => {
    const second = await api<ListReply<User>>('/users?limit=20&offset=20&order=desc');
    area = await open('bo-user-list', 'Users');
    const first = await area.rows.allTextContents();
    const request = requestTo(area.page, '/users');
    await area.page
      .getByRole('navigation', { name: 'Users pagination' })
      .getByRole('button', { name: 'Next page' })
      .click();
    const params = new URL((await request).url()).searchParams;
    expect(params.get('offset')).toBe('20');
    expect(params.get('limit')).toBe('20');
    await expect
      .poll(() => rowOf(area as AreaPage, second.items[0]?.name ?? '?').count())
      .toBeGreaterThan(0);
    const shown = await area.rows.allTextContents();
    expect(shown).toHaveLength(second.items.length);
    expect(shown[0]).not.toBe(first[0]);
    expect(shown.map((text, index) => text.includes(second.items[index]?.name ?? '?'))).toEqual(
      second.items.map(() => true),
    );
  });
});

describe('selection column', () => {
  it('draws the checkbox box while the checkbox code loads, in the size the checkbox keeps', async () => {
    const checkboxCode = heldChunkOf('src/ui/selection-cell.tsx');
    area = await open('bo-user-list', 'Users', { prepare: checkboxCode.prepare });
    const cell = area.rows.first().locator('td').first();
    const box = await cell.getByRole('checkbox').boundingBox();
    expect(box && [Math.round(box.width), Math.round(box.height)]).toEqual([16, 16]);
    const before = await cell.boundingBox();
    checkboxCode.release();
    // The checkbox code comes when the user reaches for a checkbox (its focus here).
    await cell.getByRole('checkbox').focus();
    await cell.locator('.fui-Checkbox').waitFor();
    // Neither the column nor the row moves when the checkbox takes the box's place.
    const after = await cell.boundingBox();
    expect(after && [after.width, after.height]).toEqual(before && [before.width, before.height]);
  });
});

describe('reference filter', () => {
  it("stands in with the picker's width and chevron while the picker code loads", async () => {
    const pickerCode = heldChunkOf('src/ui/kit/reference-picker.tsx');
    area = await open('bo-link-list', 'Links', { prepare: pickerCode.prepare });
    const filters = area.page.getByRole('search');
    const channel = filters.getByRole('textbox', { name: 'Channel' });
    const expired = filters.getByRole('combobox', { name: 'Expired' });
    // The stand-in: a read-only field with the combobox's chevron.
    expect(await channel.getAttribute('readonly')).not.toBeNull();
    expect(await channel.locator('xpath=..').locator('svg').count()).toBe(1);
    const before = [await channel.locator('xpath=..').boundingBox(), await expired.boundingBox()];
    pickerCode.release();
    const picker = filters.getByRole('combobox', { name: 'Channel' });
    await picker.waitFor();
    // Neither the field nor the filter after it moves or resizes when the picker takes its place.
    const after = [await picker.locator('xpath=..').boundingBox(), await expired.boundingBox()];
    expect(after).toEqual(before);
  });
});

describe('a part that cannot load', () => {
  it('the form whose code fails to load closes with a message, and the screen stays usable', async () => {
    area = await open('bo-source-list', 'Sources', {
      prepare: (page) => page.route(/\/screen-overlays-[^/]*\.js$/, (route) => route.abort()),
    });
    await area.page.getByRole('button', { name: 'New source' }).click();
    await toast(area.page, /Loading chunk sources failed/);
    expect(await area.page.getByRole('dialog').count()).toBe(0);
    expect(await area.rows.count()).toBeGreaterThan(0);
  });
});
