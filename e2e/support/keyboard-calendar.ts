import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { diffDays } from '@portal/domain/iso-date';
import { cellName } from './date-picker.ts';
import type { KeyboardAudit } from './keyboard.ts';

// The date picker's calendar driven by the keyboard alone, for the keyboard journeys of every line.

/** The date the calendar's focused cell stands for, read from its accessible name ("Saturday, June 12, 2027"). */
export async function focusedCellDate(page: Page): Promise<string> {
  const name = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
  const match = /(\w+ \d{1,2}, \d{4})/.exec(name);
  if (!match?.[1]) throw new Error(`The focused element is not a calendar cell: "${name}"`);
  const date = new Date(`${match[1]} 00:00:00 UTC`);
  return date.toISOString().slice(0, 10);
}

/** Moves the calendar's focus to the day with arrow keys (weeks down, then days) and selects it with Enter. */
export async function arrowToDay(
  audit: KeyboardAudit,
  page: Page,
  dialog: Locator,
  iso: string,
): Promise<void> {
  const days = diffDays(iso, await focusedCellDate(page));
  for (let i = 0; i < Math.floor(Math.abs(days) / 7); i++)
    await page.keyboard.press(days > 0 ? 'ArrowDown' : 'ArrowUp');
  for (let i = 0; i < Math.abs(days) % 7; i++)
    await page.keyboard.press(days > 0 ? 'ArrowRight' : 'ArrowLeft');
  expect(await focusedCellDate(page)).toBe(iso);
  await audit.check('date picker');
  expect(await dialog.getByRole('button', { name: cellName(iso) }).count()).toBe(1);
  await page.keyboard.press('Enter');
}
