import type { Locator } from 'playwright-core';

/**
 * Types `text` key by key into an autocomplete field until `option` shows, typing again once if no list appears,
 * as a person does. On a loaded machine a field filled right after a navigation has shown no list (seen in CI for
 * a phone airport field and a hotel destination); the second typing is what a person would do, a third is a bug.
 */
export async function typeUntilListed(field: Locator, text: string, option: Locator): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    await field.fill('');
    await field.pressSequentially(text, { delay: 40 });
    const shown = await option.waitFor({ timeout: 20_000 }).then(
      () => true,
      () => false,
    );
    if (shown) return;
    if (attempt === 1) throw new Error(`No option listed after typing "${text}" twice`);
  }
}
