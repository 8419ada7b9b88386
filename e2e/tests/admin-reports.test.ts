import { describe, expect, test } from 'vitest';
import { expectNoAxeViolations, signedInPage, useBrowser, type ViewportName } from '../support/browser.ts';
import { KeyboardAudit, expectFocused } from '../support/keyboard.ts';

// Issue 15 Reports: an admin opens Reports and sees the figures, the charts (with their tables), the policy
// panels and who is away now on a map and in a list; the period is chosen and the list reached by keyboard.
// Acme's year of trips and the two employees away today come from the seed (packages/db/src/seed/company-trips).

const browser = useBrowser();

describe.each(['desktop', 'mobile'] as ViewportName[])('admin reports on %s', (viewport) => {
  test('the figures, charts, policy panels and the away-now map and list, by keyboard', async () => {
    const { context, page } = await signedInPage(browser(), viewport, 'corp-admin@demo.test');
    const audit = new KeyboardAudit(page);
    await page.goto('/admin/users');
    await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Admin' });
    await audit.tabTo(nav.getByRole('link', { name: 'Reports' }), 'admin nav');
    await audit.press('Enter', 'open reports');
    await page.waitForURL((url) => url.pathname === '/admin/reports');
    await page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();

    const summary = page.getByRole('region', { name: 'Summary, Last 12 months' });
    await summary.getByText('Total spend').waitFor();
    const spend = await summary.locator('dd').first().textContent();
    expect(spend).toMatch(/^\$\d{1,3}(,\d{3})+$/);
    await summary.getByText('Out of policy').waitFor();
    await summary.getByText('Savings').waitFor();
    // Each chart draws (an SVG) and carries its table for screen readers.
    for (const name of ['Spend by month', 'Spend by product', 'Spend by department', 'Spend by traveler'])
      await page.getByRole('table', { name }).waitFor({ state: 'attached' });
    await page.locator('figure .recharts-surface').first().waitFor();
    await page.getByRole('table', { name: 'Spend by traveler' }).getByText('Priya Raman').waitFor({
      state: 'attached',
    });
    await page.getByRole('list', { name: 'Reasons given' }).getByRole('listitem').first().waitFor();
    await page.getByRole('heading', { name: 'Savings against policy caps' }).waitFor();

    const away = page.getByRole('list', { name: 'Travelers away now' });
    await away.getByText('Priya Raman').waitFor();
    await away.getByText('Marcus Holloway').waitFor();
    await page
      .getByRole('region', { name: 'Map of travelers away now' })
      .locator('.away-pin')
      .first()
      .waitFor();
    expect(await page.locator('.away-pin').count()).toBeGreaterThanOrEqual(2);
    await expectNoAxeViolations(page, `admin reports (${viewport})`);

    // Keyboard only: the period choice, then the away list's first contact link.
    const period = page.getByLabel('Period');
    await audit.tabTo(period, 'reports page');
    await expectFocused(period, 'the period choice');
    await period.selectOption('Last 6 months');
    await page.getByRole('region', { name: 'Summary, Last 6 months' }).waitFor();
    await audit.tabTo(away.getByRole('link').first(), 'reports page');
    await expectFocused(away.getByRole('link').first(), 'the first contact in the away list');
    audit.expectClean();
    await page.screenshot({ path: `/tmp/reports-${viewport}.png`, fullPage: true });
    await context.close();
  });
});
