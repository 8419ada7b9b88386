import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectNoAxeViolations, signedInPage, useBrowser, type ViewportName } from '../support/browser.ts';

const browser = useBrowser();

const card = (page: Page, name: string): Locator =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });

async function openTravelers(page: Page) {
  await page.goto('/travelers');
  await expect.poll(() => page.locator('h1').first().textContent()).toBe('Traveler profiles');
  await page.getByRole('article').first().waitFor();
}

// Desktop runs as the corporate admin (hide, show and default on a membership); mobile as a consumer.
const journeys: Array<[ViewportName, string, string]> = [
  ['desktop', 'corp-admin@demo.test', 'Desk'],
  ['mobile', 'primary@demo.test', 'Mobile'],
];

describe.each(journeys)('traveler profiles on %s', (viewport, email, surname) => {
  test('add a traveler with passport, frequent flyer and hotel loyalty, edit it, delete it', async () => {
    const { context, page } = await signedInPage(browser(), viewport, email);
    await openTravelers(page);
    await expectNoAxeViolations(page, `travelers (${viewport})`);

    // Add: Save first shows the book page's field errors.
    await page.getByRole('button', { name: '+ Add traveler' }).click();
    const add = page.getByRole('dialog', { name: 'Add traveler' });
    await add.waitFor();
    await expectNoAxeViolations(page, `add traveler dialog (${viewport})`);
    await add.getByRole('button', { name: 'Save traveler' }).click();
    await add.getByText('Enter a given name.').waitFor();
    await add.getByText('Choose a gender.').waitFor();
    await expectNoAxeViolations(page, `add traveler dialog with errors (${viewport})`);

    await add.getByLabel('Given name').fill('Quinn');
    await add.getByLabel('Surname').fill(surname);
    await add.getByLabel('Date of birth').fill('1990-03-04');
    await add.getByLabel('Gender').selectOption('F');
    await add.getByLabel('Country of issue').fill('gb');
    await add.getByLabel('Passport number').fill('X1234567');
    await add.getByLabel('Expiration date').fill('2031-01-01');
    await add.getByRole('button', { name: '+ Add frequent flyer number' }).click();
    await add.getByLabel('Airline code').fill('BA');
    await add.getByLabel('Membership number').first().fill('BA123456');
    await add.getByRole('button', { name: '+ Add hotel loyalty number' }).click();
    await add.getByLabel('Hotel program').selectOption('HIL');
    await add.getByLabel('Membership number').nth(1).fill('999111');
    await add.getByLabel('Deaf or hard of hearing').check();
    await add.getByRole('button', { name: 'Save traveler' }).click();
    await add.waitFor({ state: 'detached' });

    const added = card(page, `Quinn ${surname}`);
    await added.waitFor();
    await added.getByText('Born Mar 4, 1990').waitFor();
    await added.getByText('GB, expires Jan 1, 2031').waitFor();
    await added.getByText('Hilton Honors').waitFor();
    await added.getByText('BA', { exact: true }).waitFor();
    await expectNoAxeViolations(page, `travelers after add (${viewport})`);

    // Edit: rename and drop the frequent flyer number; it stays that way after a reload.
    await added.getByRole('button', { name: `Edit Quinn ${surname}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit traveler' });
    await edit.waitFor();
    expect(await edit.getByLabel('Passport number').inputValue()).toBe('X1234567');
    await expectNoAxeViolations(page, `edit traveler dialog (${viewport})`);
    await edit.getByLabel('Surname').fill(`${surname}ford`);
    await edit.getByRole('button', { name: 'Remove frequent flyer number 1' }).click();
    await edit.getByRole('button', { name: 'Save traveler' }).click();
    await edit.waitFor({ state: 'detached' });
    await page.reload();
    await openTravelers(page);
    const edited = card(page, `Quinn ${surname}ford`);
    await edited.getByText('Hilton Honors').waitFor();
    expect(await edited.getByText('Frequent flyer').count()).toBe(0);

    if (viewport === 'desktop') {
      await edited.getByRole('button', { name: `Hide Quinn ${surname}ford` }).click();
      await edited.getByText('Hidden', { exact: true }).waitFor();
      await edited.getByRole('button', { name: `Show Quinn ${surname}ford` }).click();
      await edited.getByRole('button', { name: `Hide Quinn ${surname}ford` }).waitFor();
    }
    await edited.getByRole('button', { name: `Make default Quinn ${surname}ford` }).click();
    await edited.getByText('Default', { exact: true }).waitFor();

    // Delete, after the confirmation dialog.
    await edited.getByRole('button', { name: `Delete Quinn ${surname}ford` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this traveler?' });
    await confirm.waitFor();
    await expectNoAxeViolations(page, `delete traveler dialog (${viewport})`);
    await confirm.getByRole('button', { name: 'Delete traveler' }).click();
    await page.getByText(`Quinn ${surname}ford was deleted.`).waitFor();
    expect(await card(page, `Quinn ${surname}ford`).count()).toBe(0);
    await context.close();
  });
});
