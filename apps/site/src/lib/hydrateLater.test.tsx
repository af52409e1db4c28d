import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { hydrateLater, preloadHydrateLater } from './hydrateLater.tsx';

function Details({ onOpen }: { onOpen: () => void }) {
  return (
    <section>
      <p>Ako to funguje</p>
      <button type="button" onClick={onOpen}>
        Otvoriť
      </button>
    </section>
  );
}

describe('hydrateLater', () => {
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });

  test('the prerender renders a preloaded part in full, in a Suspense boundary', async () => {
    const part = hydrateLater(async () => Details);
    await preloadHydrateLater();
    const html = renderToString(<part.Part onOpen={() => {}} />);
    expect(html).toContain('<p>Ako to funguje</p>');
    expect(html).toMatch(/^<!--\$-->/);
  });

  test('the browser keeps the server HTML until the chunk is there, then hydrates the same nodes; React drops a click made before (so parts hold no controls)', async () => {
    const server = hydrateLater(async () => Details);
    await server.preload();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<server.Part onOpen={() => {}} />);
    document.body.append(container);
    const paragraph = container.querySelector('p');
    const button = container.querySelector('button');

    let finishLoad: (component: typeof Details) => void = () => {};
    const client = hydrateLater(
      () => new Promise<typeof Details>((resolve) => (finishLoad = resolve)),
    );
    const onOpen = vi.fn();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const root = await act(async () => hydrateRoot(container, <client.Part onOpen={onOpen} />));
    // React 19 tries to hydrate the part at once, cannot (its code is not there) and stops the
    // click: it is not replayed once the part hydrates
    act(() => button?.click());
    expect(onOpen).not.toHaveBeenCalled();
    expect(container.querySelector('p')).toBe(paragraph);

    await act(async () => finishLoad(Details));
    expect(container.querySelector('p')).toBe(paragraph);
    expect(onOpen).not.toHaveBeenCalled();
    act(() => container.querySelector('button')?.click());
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    act(() => root.unmount());
    container.remove();
  });
});
