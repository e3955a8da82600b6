/**
 * What the engine smoke does in a browser, in the same words for every engine, whatever
 * protocol drives it (WebDriver BiDi for Firefox, WebDriver classic for WebKit).
 */
export interface EnginePage {
  /** Loads a path of the site from the server (a full page load, as from a search result). */
  goto(path: string): Promise<void>;
  /** Runs a self-contained function in the page; a returned promise is awaited. */
  evaluate<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>>;
  /** Clicks, as a pointer would, the first element matching `css` whose text starts with `text`. */
  click(css: string, text?: string): Promise<void>;
  pressEscape(): Promise<void>;
  /** The browser's Back button. */
  back(): Promise<void>;
  /** Saves what the viewport shows as a PNG. */
  screenshot(file: string): Promise<void>;
  /** Errors the page reported since it was opened (see recordPageErrors). */
  errors(): Promise<string[]>;
  close(): Promise<void>;
}

/** An engine this machine lacks: the message names what to install. */
export class MissingEngineError extends Error {}

/** A phone-sized window: most visitors are on iPhones. */
export const PHONE_WINDOW = { width: 390, height: 844 } as const;
