import type { Page } from '@playwright/test';

/**
 * Every layout rule the layout suite holds each page to, measured in the page in one pass. Each rule returns the
 * problems it finds as sentences naming the element, so a failure says what to fix.
 */
export interface LayoutFacts {
  /** The CSS width the screen shows: a phone zooms out when content is wider than this. */
  screenWidth: number;
  /** The top bar must keep its links, language switch and account controls on one line. */
  topBarOnOneLine: boolean;
}

export async function layoutProblems(page: Page, facts: LayoutFacts): Promise<string[]> {
  return page.evaluate(({ screenWidth, topBarOnOneLine }) => {
    const problems: string[] = [];
    const name = (el: Element) => {
      const label = el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? el.getAttribute('alt');
      const text = (label ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      return `<${el.tagName.toLowerCase()}${text ? ` "${text}"` : ''}>`;
    };
    const shown = (el: Element) => {
      if (el.closest('[aria-hidden="true"], [inert], [hidden]')) return false;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0)
        return false;
      const rect = el.getBoundingClientRect();
      // Visually hidden text (1 px, clipped) is for screen readers only.
      return rect.width > 2 && rect.height > 2 && !el.closest('.sr-only, [data-sr-only]');
    };
    const inClosedDialog = (el: Element) => {
      const dialog = el.closest('dialog');
      return dialog !== null && !(dialog as HTMLDialogElement).open;
    };
    const overlap = (a: DOMRect, b: DOMRect) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 &&
      Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
    const clips = (style: CSSStyleDeclaration) => style.overflowX !== 'visible';
    const scrolls = (style: CSSStyleDeclaration) =>
      style.overflowX === 'auto' || style.overflowX === 'scroll';
    // A row built to scroll sideways (it snaps to its items, like a phone's row of labels): what it holds past the
    // screen's edge is reached by swiping the row, not by scrolling the page.
    const carouselOf = (el: Element) => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (scrolls(style) && style.scrollSnapType !== 'none' && style.scrollSnapType !== '') return up;
      }
      return null;
    };

    // 1. No page wider than the screen (a phone would zoom the whole page out).
    const pageWidth = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);
    if (pageWidth > screenWidth + 1 || window.innerWidth > screenWidth + 1)
      problems.push(
        `page is ${pageWidth} px wide (layout viewport ${window.innerWidth}) on a ${screenWidth} px screen`,
      );

    // 2. No two images or cards drawn over each other.
    const drawn = Array.from(document.querySelectorAll('main img, main article, main [data-card]')).filter(
      (el) => shown(el) && el.getBoundingClientRect().width >= 16,
    );
    for (let i = 0; i < drawn.length; i++)
      for (let j = i + 1; j < drawn.length; j++) {
        const [a, b] = [drawn[i]!, drawn[j]!];
        if (a.contains(b) || b.contains(a)) continue;
        if (overlap(a.getBoundingClientRect(), b.getBoundingClientRect()))
          problems.push(`${name(a)} is drawn over ${name(b)}`);
      }

    // 3. No clipped text in headings, buttons and links: the text box wider than the box that shows it.
    const texts = Array.from(
      document.querySelectorAll('h1, h2, h3, h4, h5, h6, a, button, [role="button"]'),
    ).filter((el) => shown(el) && !inClosedDialog(el) && (el as HTMLElement).innerText.trim() !== '');
    for (const el of texts) {
      const html = el as HTMLElement;
      if (clips(getComputedStyle(html)) && html.scrollWidth > html.clientWidth + 1) {
        problems.push(`text of ${name(el)} is cut (${html.scrollWidth} px in ${html.clientWidth} px)`);
        continue;
      }
      const range = document.createRange();
      range.selectNodeContents(el);
      const textBox = range.getBoundingClientRect();
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        // A box that scrolls (a row of chips on a phone) shows what is outside it by scrolling: that is not cut.
        if (!clips(getComputedStyle(up)) || scrolls(getComputedStyle(up))) continue;
        const box = up.getBoundingClientRect();
        if (textBox.left < box.left - 1 || textBox.right > box.right + 1)
          problems.push(`text of ${name(el)} runs out of its box ${name(up)}`);
        break;
      }
    }

    // 4. Fixed bars (top bar, player, pinned-playlist bar, dialogs, floating buttons) fully on screen.
    const fixed = Array.from(document.querySelectorAll('body *')).filter(
      (el) => getComputedStyle(el).position === 'fixed' && shown(el),
    );
    for (const el of fixed) {
      const box = el.getBoundingClientRect();
      if (box.left < -1 || box.top < -1 || box.right > screenWidth + 1 || box.bottom > window.innerHeight + 1)
        problems.push(
          `fixed ${name(el)} is off screen (${Math.round(box.left)},${Math.round(box.top)} – ` +
            `${Math.round(box.right)},${Math.round(box.bottom)} on ${screenWidth}×${window.innerHeight})`,
        );
    }

    // 5. From 1024 px the top bar's links and account controls sit on one line, and "Log out" is offered once.
    const header = document.querySelector('header');
    if (topBarOnOneLine && header) {
      const row = Array.from(header.querySelectorAll('a, button')).filter(
        (el) => shown(el) && !el.closest('[role="search"], form, [role="menu"]'),
      );
      const centres = row.map((el) => {
        const box = el.getBoundingClientRect();
        return box.top + box.height / 2;
      });
      if (centres.length && Math.max(...centres) - Math.min(...centres) > 8)
        problems.push(
          `the top bar wraps: ${row.length} controls over ${Math.round(Math.max(...centres) - Math.min(...centres))} px`,
        );
    }
    const logOuts = Array.from(document.querySelectorAll('a, button, [role="menuitem"]')).filter(
      (el) =>
        shown(el) && !inClosedDialog(el) && /^(Log out|Sair)$/.test((el as HTMLElement).innerText.trim()),
    );
    if (logOuts.length > 1) problems.push(`"Log out" is shown ${logOuts.length} times`);

    // 6. Every control reachable by tap: inside the screen and its scrolling boxes, not covered by something else.
    const fixedBoxes = fixed.map((el) => el.getBoundingClientRect());
    const controls = Array.from(
      document.querySelectorAll(
        'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="link"], [role="tab"]',
      ),
    ).filter((el) => shown(el) && !inClosedDialog(el) && !(el as HTMLButtonElement).disabled);
    for (const control of controls) {
      const el = carouselOf(control) ?? control;
      const box = el.getBoundingClientRect();
      if (box.left < -1 || box.right > screenWidth + 1) {
        problems.push(
          `${name(el)} is outside the screen (${Math.round(box.left)}–${Math.round(box.right)} px)`,
        );
        continue;
      }
      let hidden = false;
      for (let up = el.parentElement; up && up !== document.body && !hidden; up = up.parentElement) {
        if (!clips(getComputedStyle(up))) continue;
        const outer = up.getBoundingClientRect();
        if (box.left < outer.left - 1 || box.right > outer.right + 1) hidden = true;
      }
      if (hidden) {
        problems.push(`${name(el)} needs sideways scrolling or is cut off`);
        continue;
      }
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (
        y < 0 ||
        y > window.innerHeight ||
        fixedBoxes.some((f) => x >= f.left && x <= f.right && y >= f.top && y <= f.bottom)
      )
        continue; // below the fold or under a bar: reached by scrolling
      const hit = document.elementFromPoint(x, y);
      // Under a bar whose parts reach past its own box (the player above its dock): reached by scrolling too.
      if (hit && fixed.some((bar) => bar.contains(hit))) continue;
      if (
        hit &&
        !el.contains(hit) &&
        !hit.contains(el) &&
        !(hit as HTMLElement).closest('label')?.contains(el)
      )
        problems.push(`${name(el)} is covered by ${name(hit)}`);
    }
    return [...new Set(problems)];
  }, facts);
}

/**
 * Scrolls to the end of the page once and back to the top, so what is drawn only once it comes into view (lazy
 * pictures below the fold) is drawn and checked like the rest; the footer's links are in the page from the start.
 */
export async function showFooter(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.getByRole('contentinfo').getByRole('link').first().waitFor();
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Resolves when the page has rendered its content: a heading, no loading placeholders, its images decoded. */
export async function pageSettled(page: Page): Promise<boolean> {
  try {
    await page.waitForFunction(
      () => {
        const main = document.querySelector('main');
        if (!main || !main.querySelector('h1')) return false;
        if (main.querySelector('[aria-busy="true"]')) return false;
        // Lazy images below the fold have not started loading; those on screen must have finished.
        return Array.from(document.images)
          .filter((image) => {
            const box = image.getBoundingClientRect();
            return box.width > 0 && box.top < window.innerHeight; // hidden ones (display: none) never load
          })
          .every((image) => image.complete);
      },
      undefined,
      // A search's results, count, filters and covers on a busy two-core machine beside another worker.
      { timeout: 20_000, polling: 100 },
    );
    return true;
  } catch {
    return false;
  }
}
