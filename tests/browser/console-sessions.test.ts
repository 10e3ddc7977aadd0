// The session pages against the reference server: sign up -> an admin approves it in System users -> sign in; forgot password -> reset with the logged link -> sign in with the new password; the phone wizard's countdown and phone sign-out; the sign-in page before the router, in any letter case.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { heading, heard, newConsoleTab, signInWithForm } from './support/console';
import { heldChunkOf } from './support/held-chunk';
import { loginThroughApi, screenshot } from './support/harness';
import { stackPerFile } from './support/file-stack';

const resetLinks: { email: string; link: string }[] = [];
const file = stackPerFile({
  onPasswordResetLink: (email, link) => resetLinks.push({ email, link }),
});

let page: Page;

const { url } = file;

/** An admin activates the account in the console's System users screen, as an admin would. */
async function approve(email: string): Promise<void> {
  const admin = await newConsoleTab(file);
  await admin.goto(url('/sessions/signin'));
  await signInWithForm(admin, 'admin@example.com', 'admin-password');
  await heading(admin, 'Dashboard').waitFor();
  await admin.goto(url('/sys/user'));
  await heading(admin, 'System users').waitFor();
  await admin.getByRole('search').getByRole('searchbox', { name: 'Email contains' }).fill(email);
  const row = admin.locator('tbody tr[data-row-index]', { hasText: email });
  await expect.poll(() => admin.locator('tbody tr[data-row-index]').count()).toBe(1);
  expect(await row.textContent()).toContain('Pending');
  await row.click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByLabel('Status').selectOption({ label: 'Active' });
  await dialog.getByRole('checkbox', { name: /^Admin/ }).check();
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(async () => (await row.textContent()) ?? '').toContain('Active');
  await admin.context().close();

  // What the server now holds.
  const token = await loginThroughApi(file.stack.baseUrl, 'admin@example.com', 'admin-password');
  const list = (await (
    await fetch(url(`/api/v1/sys/users?q=${encodeURIComponent(email)}`), {
      headers: { authorization: `Bearer ${token.accessToken}` },
    })
  ).json()) as { items: { email: string; status: string; roles: string[] }[] };
  expect(list.items.find((item) => item.email === email)).toMatchObject({
    status: 'active',
    roles: ['ADMIN'],
  });
}

it('sign up creates a pending account; once an admin approves it, it signs in', async () => {
  page = await newConsoleTab(file);
  await page.goto(url('/sessions/signin'));
  await page.getByRole('link', { name: 'Create an account' }).click();
  await heading(page, 'Sign up').waitFor();
  expect(await page.title()).toBe('Sign up · Backoffice');

  // Field checks first: nothing is sent while a field is wrong.
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByText('Enter your name.').waitFor();
  await page.getByText('Enter your email.').waitFor();
  await page.getByText('Enter a password.').waitFor();

  await page.getByLabel('Name').fill('Nina New');
  await page.getByLabel('Email').fill('nina.new@example.com');
  await page.getByLabel('Password', { exact: true }).fill('nina-password');
  await page.getByLabel('Repeat password').fill('nina-passwort');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByText('The passwords do not match.').waitFor();
  await page.getByLabel('Repeat password').fill('nina-password');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByText(/nina\.new@example\.com was created and is pending/).waitFor();

  // Pending: the server refuses the sign-in and the page says why.
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await signInWithForm(page, 'nina.new@example.com', 'nina-password');
  await page.getByRole('alert').waitFor();
  expect(new URL(page.url()).pathname).toBe('/sessions/signin');

  await approve('nina.new@example.com');
  await signInWithForm(page, 'nina.new@example.com', 'nina-password');
  await page.waitForURL((address) => address.pathname === '/dashboard');
  await heading(page, 'Dashboard').waitFor();
});

it('forgot password answers the same for any address; the logged link sets a new password once', async () => {
  page = await newConsoleTab(file);
  await page.goto(url('/sessions/signin'));
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await heading(page, 'Forgot password').waitFor();
  await page.getByLabel('Email').fill('nobody@example.com');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  const answer = page.getByText(/If an account with this email exists/);
  await answer.waitFor();
  const unknownAnswer = await answer.textContent();
  expect(resetLinks).toEqual([]);

  await page.reload();
  await page.getByLabel('Email').fill('sa@example.com');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await answer.waitFor();
  expect(await answer.textContent()).toBe(unknownAnswer);
  await expect.poll(() => resetLinks.length).toBe(1);
  const { email, link } = resetLinks[0]!;
  expect(email).toBe('sa@example.com');
  expect(link).toMatch(/^\/sessions\/reset-password\?token=/);

  await page.goto(url(link));
  await heading(page, 'Reset password').waitFor();
  await page.getByLabel('New password').fill('short');
  await page.getByLabel('Repeat password').fill('short');
  await page.getByRole('button', { name: 'Set password' }).click();
  await page.getByText('Use at least 8 characters.').waitFor();
  await page.getByLabel('New password').fill('sa-new-password');
  await page.getByLabel('Repeat password').fill('sa-new-password');
  await page.getByRole('button', { name: 'Set password' }).click();
  await page.getByText('Your password is set. Sign in with the new password.').waitFor();

  // The same link a second time is refused.
  await page.goto(url(link));
  await page.getByLabel('New password').fill('sa-other-password');
  await page.getByLabel('Repeat password').fill('sa-other-password');
  await page.getByRole('button', { name: 'Set password' }).click();
  await page.getByRole('alert').waitFor();

  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await signInWithForm(page, 'sa@example.com', 'sa-password');
  await page.getByRole('alert').waitFor();
  await signInWithForm(page, 'sa@example.com', 'sa-new-password');
  await page.waitForURL((address) => address.pathname === '/dashboard');
});

it('the sign-in page offers the phone wizard as a link that keeps the redirect', async () => {
  page = await newConsoleTab(file);
  await page.goto(url('/sessions/signin?redirect=%2Ftask'));
  await page.getByRole('link', { name: 'Sign in with phone' }).click();
  await page.getByRole('textbox', { name: 'Phone' }).waitFor();
  await page.getByRole('button', { name: 'Send code' }).waitFor();
  // The page keeps its h1 with the wizard in the form's place.
  expect(await heading(page, 'Sign in').count()).toBe(1);
  const address = new URL(page.url());
  expect(address.searchParams.get('method')).toBe('phone');
  expect(address.searchParams.get('redirect')).toBe('/task');
  // Back is the way to the form too; the link back drops only the method.
  await page.getByRole('link', { name: 'Sign in with email' }).click();
  await page.getByLabel('Password').waitFor();
  expect(new URL(page.url()).search).toBe('?redirect=%2Ftask');
  await page.goBack();
  await page.getByRole('textbox', { name: 'Phone' }).waitFor();
});

it('signed out, the sign-in page shows before the router has loaded, which takes over after', async () => {
  page = await newConsoleTab(file);
  const router = heldChunkOf('src/console/console-app.tsx');
  await router.prepare(page);
  await page.goto(url('/sessions/signin?redirect=%2Ftask'));
  await heading(page, 'Sign in').waitFor();
  expect(await page.title()).toBe('Sign in · Backoffice');
  expect((await heard(page, 'bo-navigate'))[0]).toEqual({
    path: '/sessions/signin?redirect=%2Ftask',
  });
  // The phone wizard and back again on the page's own history, the router still on its way.
  await page.getByRole('link', { name: 'Sign in with phone' }).click();
  await page.getByRole('textbox', { name: 'Phone' }).waitFor();
  expect(new URL(page.url()).searchParams.get('method')).toBe('phone');
  await page.goBack();
  await page.getByLabel('Password').waitFor();
  // Its code is asked for once the form is up; signed in, the router opens the remembered path.
  await expect.poll(() => router.asked()).toBeGreaterThan(0);
  router.release();
  // The form stays until the router shows the remembered screen: no frame without a heading.
  const framesWithoutHeading = page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let empty = 0;
        const tick = () => {
          const h1 = document.querySelector('bo-console')?.shadowRoot?.querySelector('h1');
          if (!h1) empty += 1;
          if (h1?.textContent?.startsWith('Tasks')) resolve(empty);
          else requestAnimationFrame(tick);
        };
        tick();
      }),
  );
  await signInWithForm(page, 'admin@example.com', 'admin-password');
  await page.waitForURL((address) => address.pathname === '/task');
  await heading(page, 'Tasks').waitFor();
  expect(await framesWithoutHeading).toBe(0);
  expect(await heard(page, 'bo-navigate')).toContainEqual({ path: '/task' });
});

it('signed out, the sign-in page in another letter case also shows before the router', async () => {
  page = await newConsoleTab(file);
  const router = heldChunkOf('src/console/console-app.tsx');
  await router.prepare(page);
  // The router opens /Sessions/SignIn as the sign-in page: so does the console's first screen.
  await page.goto(url('/Sessions/SignIn?redirect=%2Ftask'));
  await heading(page, 'Sign in').waitFor();
  await page.getByLabel('Password', { exact: true }).waitFor();
  router.release();
  await signInWithForm(page, 'admin@example.com', 'admin-password');
  await page.waitForURL((address) => address.pathname === '/task');
  await heading(page, /^Tasks/).waitFor();
});

/** The wizard's resend button and the seconds it still asks to wait. */
function resendButton() {
  return page.getByRole('button', { name: /^Resend code/ });
}

async function secondsLeft(): Promise<number> {
  const label = (await resendButton().textContent()) ?? '';
  return Number(/in (\d+) s/.exec(label)?.[1] ?? Number.NaN);
}

async function sendPhoneCode(phone: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Phone' }).fill(phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByText(`We sent a code to ${phone}.`).waitFor();
}

it("the console's phone wizard counts down to Resend code, as <bo-sign-in>'s does", async () => {
  page = await newConsoleTab(file);
  await page.goto(url('/sessions/signin?method=phone'));
  await sendPhoneCode('+15550000004');
  expect(await resendButton().getAttribute('aria-disabled')).toBe('true');
  const first = await secondsLeft();
  expect(first).toBeGreaterThan(50);
  expect(first).toBeLessThanOrEqual(60);
  // It stood still at 60 s here before the countdown moved into the wizard's store.
  await expect.poll(secondsLeft, { timeout: 5000 }).toBeLessThan(first);
  await expect.poll(secondsLeft, { timeout: 5000 }).toBeLessThan(first - 1);
});

it('signed in by phone, the account menu reads the phone session and its Sign out ends it', async () => {
  const phoneSessions = async () => {
    const [row] = await file.stack.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM phone_sessions p
         JOIN sys_users u ON u.uuid = p.sys_user_uuid WHERE u.email = 'admin@example.com'`,
    );
    return row?.count;
  };
  page = await newConsoleTab(file);
  await page.goto(url('/sessions/signin?method=phone'));
  await sendPhoneCode('+15550000002');
  await page.getByLabel('Code').fill('12345');
  await page.getByRole('button', { name: 'Verify' }).click();
  await heading(page, 'Dashboard').waitFor();
  expect(await phoneSessions()).toBe(1);

  // After a reload the wizard's memory is gone: the menu asks the server, as the element does.
  await page.reload();
  await heading(page, 'Dashboard').waitFor();
  await page.getByRole('button', { name: 'Account menu of Ada Admin' }).click();
  await page.getByRole('menu').getByText('Phone sign-in: Active').waitFor();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.waitForURL((address) => address.pathname === '/sessions/signin');
  expect(await phoneSessions()).toBe(0);
  expect(await page.evaluate(() => localStorage.getItem('auth_user'))).toBeNull();
});

it('the phone wizard counting down at 390 px, light, dark and right to left', async () => {
  const looks = [
    { name: 'light', layout: {} },
    { name: 'dark', layout: { colorMode: 'dark' } },
    { name: 'dark-rtl', layout: { colorMode: 'dark', dir: 'rtl', dirChosen: true } },
  ];
  page = await newConsoleTab(file, { width: 390, height: 844 });
  await page.goto(url('/sessions/signin?method=phone'));
  await sendPhoneCode('+15550000003');
  for (const look of looks) {
    await page.evaluate(
      (value) => localStorage.setItem('bo_layout', value),
      JSON.stringify(look.layout),
    );
    // The countdown lives in the page: a reload starts the wizard again, a fresh code keeps the seconds.
    await page.reload();
    await sendPhoneCode('+15550000003');
    const first = await secondsLeft();
    await expect.poll(secondsLeft, { timeout: 5000 }).toBeLessThan(first);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth > window.innerWidth,
    );
    expect(overflow, look.name).toBe(false);
    await screenshot(page, `console-phone-countdown-390-${look.name}`);
  }
});
