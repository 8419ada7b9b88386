import { describe, expect, test } from 'vitest';
import {
  expectNoAxeViolations,
  newContext,
  signIn,
  type ViewportName,
  signedInPage,
  useBrowser,
} from '../support/browser.ts';

const browser = useBrowser();

const publicRoutes = [
  ['/terms/', /terms/i],
  ['/terms/complimentary-night/', /complimentary/i],
  ['/faq/', /frequently asked|faq/i],
  ['/access-denied', /access/i],
  ['/access-denied-not-beta', /beta|not available/i],
] as const;

const signedInRoutes = [
  ['/', /.+/],
  ['/premium-offers/', /offers/i],
  ['/flights', /fly anywhere/i],
  ['/cars', /cars/i],
  ['/trips', /trips/i],
  ['/acknowledgement/', /acknowledg|terms/i],
] as const;

describe.each<ViewportName>(['desktop', 'mobile'])('portal shell on %s', (viewport) => {
  test('a protected page sends a visitor to sign-in and back after signing in', async () => {
    const context = await newContext(browser(), viewport);
    const page = await context.newPage();
    await page.goto('/premium-offers/?utm_source=email');
    await page.waitForURL(/\/login/);
    await expectNoAxeViolations(page, `login (${viewport})`);
    await page.getByLabel('Email').fill('primary@demo.test');
    await page.getByLabel('Password').fill('travel-demo');
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.waitForURL(/\/premium-offers\//);
    await expect.poll(() => page.locator('h1').first().textContent()).toMatch(/offers/i);
    await context.close();
  });

  test('a wrong password shows an error and stays on sign-in', async () => {
    const context = await newContext(browser(), viewport);
    const page = await context.newPage();
    await signIn(page, 'primary@demo.test', 'not-the-password');
    await expect.poll(() => page.getByRole('alert').first().textContent()).toMatch(/incorrect/i);
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });

  test('public pages render with no accessibility violations', async () => {
    const context = await newContext(browser(), viewport);
    const page = await context.newPage();
    for (const [path, heading] of publicRoutes) {
      await page.goto(path);
      await expect.poll(() => page.locator('h1').first().textContent(), { timeout: 10_000 }).toMatch(heading);
      await expectNoAxeViolations(page, `${path} (${viewport})`);
    }
    await context.close();
  });

  test('a signed-in traveler visits every portal-wide page and signs out', { timeout: 120_000 }, async () => {
    const { context, page } = await signedInPage(browser(), viewport);
    for (const [path, heading] of signedInRoutes) {
      await page.goto(path);
      await expect.poll(() => page.locator('h1').first().textContent(), { timeout: 10_000 }).toMatch(heading);
      await expectNoAxeViolations(page, `${path} (${viewport})`);
    }
    await page.goto('/');
    if (viewport === 'mobile') {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expectNoAxeViolations(page, `mobile menu (${viewport})`);
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Sign out' }).click();
    } else {
      await page.getByRole('button', { name: /account menu for/i }).click();
      await expectNoAxeViolations(page, `account menu (${viewport})`);
      await page.getByRole('menuitem', { name: 'Sign out' }).click();
    }
    await page.waitForURL(/\/login/);
    await page.goto('/trips');
    await page.waitForURL(/\/login/);
    await context.close();
  });
});

describe('agent portal mode', () => {
  test("an agent signs in on a customer's behalf and the portal shows the delegated session", async () => {
    const context = await newContext(browser(), 'desktop');
    const page = await context.newPage();
    await page.goto('/login?agent=true');
    await expect.poll(() => page.getByRole('heading', { name: 'Agent sign-in' }).count()).toBe(1);
    await page.getByLabel('Email', { exact: true }).fill('agent@demo.test');
    await page.getByLabel('Password').fill('travel-demo');
    await page.getByLabel(/customer.s email/i).fill('primary@demo.test');
    await expectNoAxeViolations(page, 'agent sign-in');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.getByText(/^Agent portal$/).count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('button', { name: /account menu for avery/i }).count()).toBe(1);
    await context.close();
  });
});

describe('auth codes route the user as spec §8 says', () => {
  const cases = [
    ['notbeta@demo.test', '/access-denied-not-beta'],
    ['denied@demo.test', '/access-denied'],
    ['onboarding@demo.test', '/admin/onboarding'],
    ['ack@demo.test', '/acknowledgement/'],
  ] as const;
  test.each(cases)('%s lands on %s', async (email, path) => {
    const context = await newContext(browser(), 'desktop');
    const page = await context.newPage();
    await signIn(page, email);
    await page.waitForURL((url) => url.pathname === path, { timeout: 15_000 });
    await expectNoAxeViolations(page, path);
    await context.close();
  });

  // Runs after the redirect cases: accepting changes the ack user's status for good.
  test('ack@demo.test accepts the terms and is signed in', async () => {
    const context = await newContext(browser(), 'desktop');
    const page = await context.newPage();
    await signIn(page, 'ack@demo.test');
    await page.waitForURL((url) => url.pathname === '/acknowledgement/');
    const accept = page.getByRole('button', { name: 'Continue' });
    expect(await accept.isDisabled()).toBe(true);
    await page.getByText('I have read and accept').click();
    await accept.click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.getByRole('button', { name: /account menu for/i }).count()).toBe(1);
    await context.close();
  });
});
