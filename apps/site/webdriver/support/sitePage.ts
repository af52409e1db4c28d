// The site in a WebKit session, found as a visitor finds it: by role and accessible name, by label,
// by visible text (a small in-page finder: classic WebDriver knows CSS and XPath only). Clicks and
// typing are WebDriver's own input (trusted events: a click is a user gesture, as a tap is).
import type { WebKitPage } from '@hlasovy-asistent/browser-testing/webkit';
import { Key, type WebElement } from 'selenium-webdriver';
import { PROBE_COOKIE, type ProbeReport } from './probe.ts';

export type Role =
  | 'alert'
  | 'button'
  | 'checkbox'
  | 'combobox'
  | 'dialog'
  | 'grid'
  | 'heading'
  | 'link'
  | 'list'
  | 'log'
  | 'main'
  | 'paragraph'
  | 'region'
  | 'slider'
  | 'status'
  | 'tab'
  | 'textbox';

/** A name to match: exact (after whitespace is collapsed) or a pattern. */
export type Name = string | RegExp;

interface Query {
  role?: Role;
  label?: string;
  testId?: string;
  name?: { source: string; flags: string } | { exact: string };
}

const DEFAULT_TIMEOUT = 15_000;

const toName = (name: Name | undefined): Query['name'] =>
  name === undefined
    ? undefined
    : typeof name === 'string'
      ? { exact: name }
      : { source: name.source, flags: name.flags };

/**
 * Runs in the page: every visible element matching the query, under `within` (or the document).
 * Accessible names as far as the site needs them: aria-labelledby, aria-label, the labels of a
 * form field, alt, else the text.
 */
function findAll(query: Query, within: Element | null): Element[] {
  const SELECTORS: Record<string, string> = {
    alert: '[role=alert]',
    button: 'button,[role=button],input[type=submit],input[type=button]',
    checkbox: 'input[type=checkbox],[role=checkbox]',
    combobox: 'select,[role=combobox]',
    dialog: 'dialog,[role=dialog],[role=alertdialog]',
    grid: 'table,[role=grid]',
    heading: 'h1,h2,h3,h4,h5,h6,[role=heading]',
    link: 'a[href],[role=link]',
    list: 'ul,ol,[role=list]',
    log: '[role=log]',
    main: 'main,[role=main]',
    paragraph: 'p',
    region: 'section[aria-label],section[aria-labelledby],[role=region]',
    slider: 'input[type=range],[role=slider]',
    status: '[role=status],output',
    tab: '[role=tab]',
    textbox:
      'input:not([type]),input[type=text],input[type=email],input[type=tel],input[type=search],textarea,[role=textbox]',
  };
  const clean = (text: string | null | undefined) =>
    (text ?? '')
      .replace(/[\s\u00a0\u202f]+/g, ' ')
      .replace(/\u2011/g, '-')
      .trim();
  // the text a name is made of: hidden parts (aria-hidden, display: none) left out
  const raw = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (!(node instanceof Element)) return '';
    if (node.getAttribute('aria-hidden') === 'true') return '';
    if (getComputedStyle(node).display === 'none') return '';
    return [...node.childNodes].map(raw).join('');
  };
  const textOf = (el: Element) => clean(raw(el));
  const byIds = (ids: string) =>
    ids
      .split(/\s+/)
      .map((id) => document.getElementById(id))
      .filter((el): el is HTMLElement => el !== null)
      .map(textOf)
      .join(' ');
  const nameOf = (el: Element): string => {
    const labelledBy = el.getAttribute('aria-labelledby');
    if (labelledBy) return clean(byIds(labelledBy));
    const label = el.getAttribute('aria-label');
    if (label) return clean(label);
    const labels = (el as HTMLInputElement).labels;
    if (labels && labels.length > 0) return clean([...labels].map(textOf).join(' '));
    const alt = el.getAttribute('alt');
    if (alt) return clean(alt);
    return textOf(el);
  };
  const visible = (el: Element) => {
    const box = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    return box.width > 0 && box.height > 0 && style.visibility !== 'hidden';
  };
  const root: ParentNode = within ?? document;
  let candidates: Element[];
  if (query.testId) candidates = [...root.querySelectorAll(`[data-testid="${query.testId}"]`)];
  else if (query.label !== undefined) {
    const wanted = clean(query.label);
    candidates = [...root.querySelectorAll('input,select,textarea,[role=textbox]')].filter(
      (el) => nameOf(el) === wanted,
    );
  } else candidates = [...root.querySelectorAll(SELECTORS[query.role ?? ''] ?? '*')];
  const name = query.name;
  return candidates.filter((el) => {
    if (!visible(el)) return false;
    // an explicit role wins over the element's own (a <button role="tab"> is a tab)
    const explicit = el.getAttribute('role');
    if (query.role && explicit && explicit !== query.role) return false;
    if (!name) return true;
    const actual = nameOf(el);
    return 'exact' in name
      ? actual === clean(name.exact)
      : new RegExp(name.source, name.flags).test(actual);
  });
}

export class SitePage {
  readonly page: WebKitPage;
  readonly baseUrl: string;

  constructor(page: WebKitPage, baseUrl: string) {
    this.page = page;
    this.baseUrl = baseUrl;
  }

  /** What earlier documents of this session reported (saved before each `open`). */
  private readonly earlier: ProbeReport[] = [];
  private prepared = false;

  /**
   * Opens `path` with the probe on (its cookie set on the site's host first) and, unless
   * `consent` is null, the cookie banner already answered.
   */
  async open(path: string, { consent = 'dismissed' as string | null } = {}): Promise<void> {
    if (this.prepared) {
      const current = await this.probe().catch(() => null);
      if (current) this.earlier.push(current);
    } else {
      await this.page.goto(`${this.baseUrl}/robots.txt`);
      await this.page.session.manage().addCookie({ name: PROBE_COOKIE, value: '1', path: '/' });
      this.prepared = true;
    }
    if (consent) {
      await this.page.evaluate((value) => localStorage.setItem('cookie-consent', value), consent);
    }
    await this.page.goto(`${this.baseUrl}${path}`);
    await this.page.waitFor(() => '__probe' in window, undefined, {
      message: 'the probe did not run in the page',
    });
  }

  /** What the current document reported. */
  probe(): Promise<ProbeReport> {
    return this.page.evaluate(() => (window as unknown as { __probe: ProbeReport }).__probe);
  }

  /** What every document opened with `open` reported (the current one last). */
  async reports(): Promise<ProbeReport[]> {
    const current = await this.probe().catch(() => null);
    return current ? [...this.earlier, current] : [...this.earlier];
  }

  private async find(query: Query, within?: WebElement, timeout = DEFAULT_TIMEOUT) {
    const deadline = Date.now() + timeout;
    for (;;) {
      const found = (await this.page.session.executeScript(
        `return (${findAll.toString()})(arguments[0], arguments[1]);`,
        query,
        within ?? null,
      )) as WebElement[];
      if (found.length === 1 && found[0]) return found[0];
      if (Date.now() > deadline) {
        throw new Error(
          `${found.length === 0 ? 'no visible element' : `${found.length} visible elements`} for ${JSON.stringify(query)}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** The one visible element of `role` named `name` (waits for it). */
  byRole(role: Role, name?: Name, within?: WebElement, timeout?: number): Promise<WebElement> {
    return this.find({ role, name: toName(name) }, within, timeout);
  }

  byLabel(label: string, within?: WebElement): Promise<WebElement> {
    return this.find({ label }, within);
  }

  byTestId(testId: string, within?: WebElement, timeout?: number): Promise<WebElement> {
    return this.find({ testId }, within, timeout);
  }

  /**
   * How many visible elements match (no waiting). Counted in the page: returning the elements
   * makes the driver create a handle for each, which fails as stale when one is removed meanwhile
   * (a closing dialog; a bare-clone run failed so once).
   */
  async count(query: { role?: Role; name?: Name; testId?: string }, within?: WebElement) {
    return (await this.page.session.executeScript(
      `return (${findAll.toString()})(arguments[0], arguments[1]).length;`,
      { ...query, name: toName(query.name) },
      within ?? null,
    )) as number;
  }

  /** Waits until `check()` holds (or throws with `what`). */
  async until(what: string, check: () => Promise<boolean>, timeout = DEFAULT_TIMEOUT) {
    const deadline = Date.now() + timeout;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`not in ${timeout} ms: ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** The element's visible text, whitespace collapsed. */
  async text(element: WebElement): Promise<string> {
    return (await element.getText()).replace(/[\s\u00a0\u202f]+/g, ' ').trim();
  }

  /** Waits until the element's text matches. */
  async expectText(element: WebElement, expected: Name, timeout?: number): Promise<void> {
    await this.until(
      `text ${expected} in ${await element.getTagName()}`,
      async () => {
        const text = await this.text(element);
        return typeof expected === 'string' ? text.includes(expected) : expected.test(text);
      },
      timeout,
    );
  }

  /**
   * Types into a field as a visitor, with real key events (Slovak letters included), over what was
   * there: what the field holds is deleted with Backspace first. (WebDriver's clear() empties the
   * element behind React's back, which then puts its value back; and WebKitWebDriver does not
   * release a modifier on the NULL key, so a Ctrl+A chord would hold Ctrl over the text.)
   */
  async type(field: WebElement, text: string): Promise<void> {
    await field.click();
    const current = (await field.getAttribute('value')) ?? '';
    if (current) await field.sendKeys(Key.END, Key.BACK_SPACE.repeat(current.length));
    await field.sendKeys(text);
  }

  /** Picks the option of `value` in a <select>, as a visitor picks it from the list. */
  async select(select: WebElement, value: string): Promise<void> {
    await (await select.findElement({ css: `option[value="${value}"]` })).click();
    await this.until(
      `option ${value} selected`,
      async () => (await select.getAttribute('value')) === value,
    );
  }

  /** Ticks a checkbox (through its label when the box itself is styled away). */
  async check(box: WebElement): Promise<void> {
    if (!(await box.isSelected())) {
      if (await box.isDisplayed()) await box.click();
      else {
        // the box drawn by its label: the label around it, or the one that names it
        const around = await box.findElements({ xpath: './ancestor::label' });
        const id = await box.getAttribute('id');
        const label =
          around[0] ?? (await this.page.session.findElement({ css: `label[for="${id}"]` }));
        await label.click();
      }
    }
    await this.until('the box ticked', () => box.isSelected());
  }

  /** The element has the page's focus. */
  async focused(element: WebElement): Promise<boolean> {
    return (
      (await this.page.session.executeScript(
        'return document.activeElement === arguments[0]',
        element,
      )) === true
    );
  }

  /** The element lies wholly within the viewport's height (nothing of it above or below). */
  shownWhole(element: WebElement): Promise<boolean> {
    return this.page.session.executeScript(
      'const box = arguments[0].getBoundingClientRect(); return box.top >= 0 && box.bottom <= innerHeight;',
      element,
    ) as Promise<boolean>;
  }

  /** Document wider than the viewport: the page scrolls sideways. */
  scrollsSideways(): Promise<boolean> {
    return this.page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
  }

  /** The element lies within the viewport's width (and is on screen vertically after scrolling). */
  fitsWidth(element: WebElement): Promise<boolean> {
    return this.page.session.executeScript(
      `const box = arguments[0].getBoundingClientRect(); return box.left >= 0 && box.right <= document.documentElement.clientWidth + 0.5;`,
      element,
    ) as Promise<boolean>;
  }
}
