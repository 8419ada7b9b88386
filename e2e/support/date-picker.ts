import type { Locator } from 'playwright-core';

export const DATE_PICKER_TITLE = 'Select the check-in and check-out dates for your stay';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The accessible name react-aria gives a calendar cell, e.g. "Saturday, December 12, 2026". */
export function cellName(iso: string): RegExp {
  const label = new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));
  return new RegExp(escapeRegExp(label));
}

/** Clicks the day in an open date picker, moving forward month by month until it shows. */
export async function pickDay(dialog: Locator, iso: string): Promise<void> {
  for (let i = 0; i < 13; i++) {
    const cell = dialog.getByRole('button', { name: cellName(iso) });
    if ((await cell.count()) > 0) {
      await cell.first().click();
      return;
    }
    await dialog.getByRole('button', { name: 'Next month' }).click();
  }
  throw new Error(`No calendar cell for ${iso}`);
}
