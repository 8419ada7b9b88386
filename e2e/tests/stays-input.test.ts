import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addDays } from '@portal/domain/iso-date';
import { expectNoAxeViolations, type ViewportName, signedInPage, useBrowser } from '../support/browser.ts';
import { utcToday } from '../support/dates.ts';
import { browserToday, onOrAfter, shopUrl } from '../support/shop-url.ts';

// Spec §5 input the portal corrects or refuses on the listing page: an impossible date is missing, and a request
// no correction can fix (999 adults, a 15-month stay) is answered with the rule, never a server error.

const wednesday = onOrAfter(addDays(utcToday(), 21), 3);
const browser = useBrowser();

describe.each<ViewportName>(['desktop', 'mobile'])(
  'input the listing corrects or refuses on %s',
  (viewport) => {
    let page: Page;
    beforeAll(async () => {
      ({ page } = await signedInPage(browser(), viewport));
    });
    afterAll(async () => {
      await page?.context().close();
    });

    test('an impossible date is treated as missing, with nothing to correct', async () => {
      await page.goto(shopUrl('vr-demo-open', { from: '2027-02-30', until: '2027-03-02' }));
      const tomorrow = addDays(browserToday(), 1);
      await page.waitForURL((url) => url.searchParams.get('fromDate') === tomorrow);
      // Other journeys book nights of this listing inside the long range, so the panel settles on either answer.
      const panel = page.getByRole('complementary', { name: 'Book this stay' });
      await panel
        .getByRole('link', { name: /^Continue for / })
        .or(panel.getByText(/^Not available for these/))
        .first()
        .waitFor({ timeout: 15_000 });
      expect(await page.getByText('We changed your dates').count()).toBe(0);
    });

    test('999 adults is the user\'s error: the rule, never "Something went wrong"', async () => {
      await page.goto(
        shopUrl('vr-demo-open', { from: wednesday, until: addDays(wednesday, 2), adults: 999 }),
      );
      const alert = page.getByRole('alert').filter({ hasText: 'Change your search to continue' });
      await alert.waitFor({ timeout: 15_000 });
      expect(await alert.textContent()).toContain(
        'A stay can have up to 16 travelers, adults and children together.',
      );
      expect(await page.getByText(/Something went wrong/).count()).toBe(0);
      await expectNoAxeViolations(page, `999 adults (${viewport})`);
    });

    test('a 15-month stay is answered with the one-year rule', async () => {
      await page.goto(
        shopUrl('vr-demo-open', { from: addDays(utcToday(), 2), until: addDays(utcToday(), 460) }),
      );
      const alert = page.getByRole('alert').filter({ hasText: 'Change your search to continue' });
      await alert.waitFor({ timeout: 15_000 });
      expect(await alert.textContent()).toContain('Stays can be booked up to one year ahead');
      expect(await page.getByText(/Something went wrong/).count()).toBe(0);
      await expectNoAxeViolations(page, `15-month stay (${viewport})`);
    });

    const resultsUrl = (from: string, until: string, adults = 2) =>
      `/stays/availability/?locationName=Asheville%252C%2520NC&fromDate=${from}&untilDate=${until}` +
      `&adultsCount=${adults}&childrenCount=0&sortOrder=Recommended`;

    test('results say what they corrected in a past from-date and an until-date not after it', async () => {
      await page.goto(resultsUrl(addDays(utcToday(), -6), addDays(utcToday(), -4)));
      const notice = page.getByRole('status').filter({ hasText: 'We changed your dates' });
      await notice.waitFor({ timeout: 15_000 });
      const said = (await notice.textContent()) ?? '';
      expect(said).toMatch(/has already passed, so it is now tomorrow/);
      expect(said).toMatch(/was not after check-in/);
      await page.getByRole('article').first().waitFor({ timeout: 15_000 });
      await expectNoAxeViolations(page, `results with corrected dates (${viewport})`);
    });

    test('results answer 999 adults with the rule and search nothing', async () => {
      let searched = 0;
      page.on('request', (req) => {
        if (req.url().includes('/homes/availability')) searched += 1;
      });
      await page.goto(resultsUrl(wednesday, addDays(wednesday, 2), 999));
      const alert = page.getByRole('alert').filter({ hasText: 'Change your search to continue' });
      await alert.waitFor({ timeout: 15_000 });
      expect(await alert.textContent()).toContain('A stay can have up to 16 travelers');
      expect(await page.getByText(/Something went wrong/).count()).toBe(0);
      expect(searched).toBe(0);
      await expectNoAxeViolations(page, `results for 999 adults (${viewport})`);
    });
  },
);
