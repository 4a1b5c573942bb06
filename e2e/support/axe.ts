import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

const describe = (violations: Violation[]) =>
  violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`);

/**
 * Fails on any serious or critical axe-core violation on the page once its animations have ended
 * (a page loaded with its route still fades its focused field's label in), naming the rule and the
 * offending elements so the report says what to fix.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  await animationsSettled(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = describe(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'));
  expect(serious, `${page.url()}\n${serious.join('\n')}`).toEqual([]);
}

/**
 * Waits until no finite animation or transition runs (a dialog fading in, a drawer sliding), so
 * axe measures colours and positions as the visitor ends up seeing them, not half-way through.
 * Endless ones (skeleton pulses, spinners) never finish and are left alone.
 */
async function animationsSettled(page: Page): Promise<void> {
  // A change the test has just made (a new viewport size) reaches the page's resize listeners at its
  // next frame: the phone's sticky bar publishes its height then, and until it does the floating chat
  // button sits over the bar's button. Two frames, so the listeners have run and their styles apply.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity).length,
      ),
    )
    .toBe(0);
}

/**
 * Fails on any axe-core violation, whatever its impact (docs/conventions.md#accessibility-checks),
 * except the rules in `known`: violations already reported to the area that owns them, listed by
 * the caller so that deleting an entry turns the check back on. A known rule the page no longer
 * breaks is noted on the test, so its entry can go.
 */
export async function expectNoA11yViolations(page: Page, known: readonly string[] = []): Promise<void> {
  await animationsSettled(page);
  // target-size is WCAG 2.2's AA rule (2.5.8, at least 24 x 24 px or spaced apart), which axe ships turned off.
  const { violations } = await new AxeBuilder({ page }).options({ rules: { 'target-size': { enabled: true } } }).analyze();
  const found = describe(violations.filter((v) => !known.includes(v.id)));
  const fixed = known.filter((id) => !violations.some((v) => v.id === id));
  if (fixed.length > 0)
    test.info().annotations.push({ type: 'a11y-allow-list', description: `${page.url()} no longer breaks: ${fixed.join(', ')}` });
  expect(found, `${page.url()}\n${found.join('\n')}`).toEqual([]);
}
