// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useAfterHydration } from '../use-hydrated';

let renders: number[] = [];

function Count({ value }: { value: number }) {
  const shown = useAfterHydration(value, 12);
  renders.push(shown);
  return <p>{shown}</p>;
}

/** Prerenders `<Count>` as the build would, then hydrates it with the browser's `value`. */
async function hydrate(value: number): Promise<HTMLElement> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Count value={value} />);
  renders = [];
  await act(async () => {
    hydrateRoot(container, <Count value={value} />);
  });
  return container;
}

describe('useAfterHydration', () => {
  afterEach(() => {
    renders = [];
  });

  it('hydrates with the prerendered value, then shows the browser’s', async () => {
    const container = await hydrate(36);
    expect(renders).toEqual([12, 36]);
    expect(container.textContent).toBe('36');
  });

  it('renders once when the two agree: a cold visit pays for no second render', async () => {
    const container = await hydrate(12);
    expect(renders).toEqual([12]);
    expect(container.textContent).toBe('12');
  });
});
