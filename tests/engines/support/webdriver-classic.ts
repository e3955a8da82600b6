/**
 * Just enough of W3C WebDriver (classic, JSON over HTTP) to drive WebKitWebDriver: Debian's
 * WebKitGTK driver has no WebDriver BiDi, and the npm clients that speak classic
 * (WebdriverIO) bring driver downloaders along. Every command has a deadline, so a browser
 * that never starts fails the test with a message instead of hanging it.
 */
import { scaledTimeout } from '../../support/host-speed';

/** The key W3C WebDriver names a web element reference by. */
const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';

type ElementReference = { [ELEMENT_KEY]: string };

const COMMAND_TIMEOUT_MS = scaledTimeout(30_000);

export function isElementReference(value: unknown): value is ElementReference {
  return typeof value === 'object' && value !== null && ELEMENT_KEY in value;
}

async function send<T>(url: string, method: 'GET' | 'POST' | 'DELETE', body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
    signal: AbortSignal.timeout(COMMAND_TIMEOUT_MS),
  });
  const payload = (await response.json()) as {
    value: T | { error?: string; message?: string };
  };
  if (!response.ok) {
    const { error, message } = payload.value as { error?: string; message?: string };
    throw new Error(`WebDriver ${method} ${new URL(url).pathname}: ${error}: ${message}`);
  }
  return payload.value as T;
}

export class WebDriverSession {
  private constructor(private readonly base: string) {}

  static async create(driverUrl: string, capabilities: object): Promise<WebDriverSession> {
    const { sessionId } = await send<{ sessionId: string }>(`${driverUrl}/session`, 'POST', {
      capabilities: { alwaysMatch: capabilities },
    });
    return new WebDriverSession(`${driverUrl}/session/${sessionId}`);
  }

  navigate(url: string): Promise<void> {
    return send(`${this.base}/url`, 'POST', { url });
  }

  /** Runs a function body; a returned promise is awaited by the driver (W3C "execute script"). */
  execute<T>(body: string, args: unknown[]): Promise<T> {
    return send<T>(`${this.base}/execute/sync`, 'POST', { script: body, args });
  }

  /** Scrolls the element into view and clicks its centre, as a pointer would. */
  click(element: ElementReference): Promise<void> {
    return send(`${this.base}/element/${element[ELEMENT_KEY]}/click`, 'POST');
  }

  /** One key pressed and released, e.g. '\uE00C' (Escape). */
  async pressKey(key: string): Promise<void> {
    const actions = [
      {
        type: 'key',
        id: 'keyboard',
        actions: [
          { type: 'keyDown', value: key },
          { type: 'keyUp', value: key },
        ],
      },
    ];
    await send(`${this.base}/actions`, 'POST', { actions });
    await send(`${this.base}/actions`, 'DELETE');
  }

  back(): Promise<void> {
    return send(`${this.base}/back`, 'POST');
  }

  setWindowSize(width: number, height: number): Promise<void> {
    return send(`${this.base}/window/rect`, 'POST', { width, height });
  }

  /** The viewport as a base64 PNG. */
  screenshot(): Promise<string> {
    return send<string>(`${this.base}/screenshot`, 'GET');
  }

  end(): Promise<void> {
    return send(this.base, 'DELETE');
  }
}
