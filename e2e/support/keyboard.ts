import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

// Keyboard-only journeys: every Tab stop is checked for a visible element with a visible focus indicator, dialogs
// are checked for a focus trap and for returning focus to their trigger, and live-region texts are recorded.

/** What one focus check found; `problem` is null when the stop is fine. */
export type FocusStop = { description: string; problem: string | null };

declare global {
  interface Window {
    __kbLiveTexts?: string[];
    __kbLastIndicator?: { node: Element; pseudo: string; value: string; description: string };
  }
}

/**
 * Runs in the page. The focused element must be visible, not hidden under another element, and show an outline or a
 * ring (a box-shadow with a spread) on itself, its ::before/::after, or a close ancestor (a visually hidden radio
 * shows focus on its label). An indicator must be a focus style: the previous stop's indicator is read again once
 * focus has left it, and a style that did not change (a selected card's static ring) is reported.
 */
async function inspectFocus(tabbing: boolean): Promise<FocusStop[]> {
  const describe = (el: Element): string => {
    const role = el.getAttribute('role') ?? el.tagName.toLowerCase();
    const name =
      el.getAttribute('aria-label') ??
      (el.getAttribute('aria-labelledby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ')
        .trim();
    const labelled =
      name ||
      (el instanceof HTMLInputElement ? (el.labels?.[0]?.textContent ?? el.placeholder) : '') ||
      (el.textContent ?? '');
    return `${role} "${labelled.replace(/\s+/g, ' ').trim().slice(0, 60)}"`;
  };
  const alpha = (color: string): number => {
    if (color === 'transparent') return 0;
    const m = /rgba?\(([^)]+)\)/.exec(color) ?? /color\(\w+ ([^)]+)\)/.exec(color);
    if (!m?.[1]) return 1;
    const parts = m[1].split(/[\s,/]+/).filter(Boolean);
    return parts.length === 4 ? Number(parts[3]) : 1;
  };
  const outlineOf = (style: CSSStyleDeclaration): string | null =>
    style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && alpha(style.outlineColor) > 0
      ? `outline ${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`
      : null;
  // A ring is a shadow with a positive spread and a visible colour; soft drop shadows have none.
  const ringOf = (style: CSSStyleDeclaration): string | null => {
    if (style.boxShadow === 'none') return null;
    const shadows = style.boxShadow.split(/,(?![^(]*\))/);
    const rings = shadows.filter((s) => {
      const color = /(rgba?\([^)]*\)|color\([^)]*\)|#[0-9a-f]+)/i.exec(s)?.[1] ?? 'rgb(0 0 0)';
      const lengths = s
        .replace(color, '')
        .replace('inset', '')
        .trim()
        .split(/\s+/)
        .map((v) => parseFloat(v));
      return alpha(color) > 0 && (lengths[3] ?? 0) > 0;
    });
    return rings.length > 0 ? `ring ${rings.join(', ').trim()}` : null;
  };
  const indicatorOf = (el: Element, pseudo: string): string | null => {
    const style = getComputedStyle(el, pseudo || null);
    if (pseudo && (style.content === 'none' || style.content === 'normal')) return null;
    return outlineOf(style) ?? ringOf(style);
  };

  const stops: FocusStop[] = [];
  const active = document.activeElement;
  const activeDescription = active ? describe(active) : 'nothing';

  // The previous stop's indicator, read again now that focus has moved away from it.
  const last = window.__kbLastIndicator;
  if (last && last.node.isConnected && active && !last.node.contains(active)) {
    const now = indicatorOf(last.node, last.pseudo);
    if (now === last.value)
      stops.push({
        description: last.description,
        problem: `its indicator (${last.value}) is there without focus too, so it is not a focus style`,
      });
  }
  window.__kbLastIndicator = undefined;

  // Tab past the last stop leaves the document (browser UI; <body> headless): only a lost focus is a problem.
  if (!active || active === document.body || active === document.documentElement) {
    stops.push({ description: 'body', problem: tabbing ? null : 'focus was lost to <body>' });
    return stops;
  }
  // A visually hidden control (react-aria radios and checkboxes) shows its focus on the nearest visible ancestor.
  const shownOf = (el: Element): Element => {
    let shown = el;
    while (shown.parentElement && shown.getBoundingClientRect().width <= 1) shown = shown.parentElement;
    return shown;
  };
  const placementProblems = (shown: Element): string[] => {
    const rect = shown.getBoundingClientRect();
    const inView =
      rect.width > 1 &&
      rect.height > 1 &&
      rect.bottom > 0 &&
      rect.right > 0 &&
      rect.top < window.innerHeight &&
      rect.left < window.innerWidth;
    if (!inView || !shown.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
      return ['it is not visible in the viewport'];
    const x = Math.min(Math.max(rect.left + rect.width / 2, 0), window.innerWidth - 1);
    const y = Math.min(Math.max(rect.top + rect.height / 2, 0), window.innerHeight - 1);
    const hit = document.elementFromPoint(x, y);
    return hit && !shown.contains(hit) && !hit.contains(shown) ? [`it is covered by ${describe(hit)}`] : [];
  };
  // A popover or dialog that has just opened is placed and faded in over a few frames (on a slow phone emulation
  // the first frame can still show it at opacity 0): its stop counts as shown once it settles, within a second.
  let shown = shownOf(active);
  let problems = placementProblems(shown);
  for (const started = performance.now(); problems.length > 0 && performance.now() - started < 1_000;) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    if (document.activeElement !== active) break;
    shown = shownOf(active);
    problems = placementProblems(shown);
  }

  let found: { node: Element; pseudo: string; value: string } | null = null;
  let node: Element | null = shown;
  for (let depth = 0; node && depth <= 3 && !found; depth++, node = node.parentElement) {
    if (node === document.body) break;
    for (const pseudo of depth === 0 ? ['', '::before', '::after'] : ['']) {
      const value = indicatorOf(node, pseudo);
      if (value) {
        found = { node, pseudo, value };
        break;
      }
    }
  }
  // A container focused by script (a dialog on opening, a heading after an update) is not a Tab stop: exempt.
  const tabStop = active.getAttribute('tabindex') !== '-1';
  if (!found && tabStop) problems.push('it has no visible focus indicator (no outline or ring)');
  else if (found) window.__kbLastIndicator = { ...found, description: activeDescription };
  stops.push({ description: activeDescription, problem: problems.length ? problems.join('; ') : null });
  return stops;
}

/** Collects focus problems over a journey; `expectClean` fails the test with all of them listed. */
export class KeyboardAudit {
  readonly problems: string[] = [];
  readonly visited: string[] = [];

  constructor(private readonly page: Page) {}

  /** Checks what has focus now (after a key press), recording problems under the screen's label. */
  async check(label: string, tabbing = false): Promise<string> {
    const stops = await this.page.evaluate(inspectFocus, tabbing);
    for (const stop of stops)
      if (stop.problem) {
        const line = `${label}: ${stop.description}: ${stop.problem}`;
        if (!this.problems.includes(line)) this.problems.push(line);
      }
    const current = stops.at(-1)?.description ?? 'nothing';
    this.visited.push(`${label}: ${current}`);
    return current;
  }

  /** Presses a key and checks the focus it leads to. */
  async press(key: string, label: string): Promise<string> {
    await this.page.keyboard.press(key);
    return this.check(label, key === 'Tab' || key === 'Shift+Tab');
  }

  /**
   * Presses Tab (or Shift+Tab) until the target has focus (or holds it), checking every stop on the way; fails
   * after `max` presses.
   */
  async tabTo(target: Locator, label: string, { back = false, max = 60 } = {}): Promise<void> {
    const stops: string[] = [];
    for (let i = 0; i < max; i++) {
      if (await hasFocus(target)) return;
      stops.push(await this.press(back ? 'Shift+Tab' : 'Tab', label));
    }
    if (await hasFocus(target)) return;
    throw new Error(`${label}: ${max} Tab presses did not reach the target; stops: ${stops.join(' → ')}`);
  }

  /** Fails the test with every focus problem found so far. */
  expectClean(): void {
    expect(this.problems, 'keyboard focus problems').toEqual([]);
  }
}

/** Whether one of the elements (or something inside it) has focus. */
export async function hasFocus(target: Locator): Promise<boolean> {
  return target.evaluateAll((els) =>
    els.some((el) => el === document.activeElement || el.contains(document.activeElement)),
  );
}

/**
 * Tabs into a radio group (Tab stops once per group, on its checked radio) and moves with ArrowDown to the target,
 * which arrows check; Space checks it when focus landed on it unchecked.
 */
export async function chooseRadio(
  audit: KeyboardAudit,
  group: Locator,
  target: Locator,
  label: string,
): Promise<void> {
  await audit.tabTo(group, label);
  const count = await group.count();
  for (let i = 0; i <= count && !(await hasFocus(target)); i++) await audit.press('ArrowDown', label);
  expect(await hasFocus(target), `${label}: the radio is reached with the arrow keys`).toBe(true);
  if (!(await target.isChecked())) await audit.press('Space', label);
  await expect.poll(() => target.isChecked()).toBe(true);
}

export async function expectFocused(target: Locator, what: string): Promise<void> {
  await expect.poll(() => hasFocus(target), { message: `${what} has focus`, timeout: 5_000 }).toBe(true);
}

/**
 * Tab and Shift+Tab, more times than the dialog has stops, never take focus out of it. Focus checks run on every
 * stop; the presses end where they started when the dialog's stops are cycled completely.
 */
export async function expectFocusTrapped(
  audit: KeyboardAudit,
  page: Page,
  dialog: Locator,
  label: string,
): Promise<void> {
  const stops = await dialog.evaluate(
    (el) =>
      el.querySelectorAll(
        'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])',
      ).length,
  );
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < stops + 2; i++) {
      await audit.press(key, `${label} (trap)`);
      expect(await hasFocus(dialog), `${label}: focus stays inside after ${key} #${i + 1}`).toBe(true);
    }
  }
}

/** Records every text that appears in a live region (role status/alert/log, aria-live), from the next page load. */
export async function recordLiveRegions(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__kbLiveTexts = [];
    const selector = '[role="status"], [role="alert"], [role="log"], [aria-live]:not([aria-live="off"])';
    const note = (el: Element) => {
      const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
      const texts = window.__kbLiveTexts ?? [];
      if (text && texts.at(-1) !== text) texts.push(text);
    };
    new MutationObserver((records) => {
      for (const record of records) {
        const target = record.target instanceof Element ? record.target : record.target.parentElement;
        const region = target?.closest(selector);
        if (region) note(region);
        for (const added of record.addedNodes) {
          if (!(added instanceof Element)) continue;
          if (added.matches(selector)) note(added);
          added.querySelectorAll(selector).forEach(note);
        }
        if (target?.matches(selector)) note(target);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

/** The live-region texts recorded so far on this page load. */
export async function liveTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__kbLiveTexts ?? []);
}

export async function expectAnnounced(page: Page, text: string | RegExp, timeout = 20_000): Promise<void> {
  const matches = (t: string) => (typeof text === 'string' ? t.includes(text) : text.test(t));
  await expect
    .poll(async () => (await liveTexts(page)).some(matches), {
      message: `a live region announced ${String(text)}`,
      timeout,
    })
    .toBe(true);
}
