// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyButton } from './copy-button';

// The Copy button copies its text and says so in a status region that is in the page from the
// first paint (so a screen reader announces the change); a refused clipboard is said in words.

let container: HTMLDivElement | null = null;
let root: Root | null = null;
afterEach(async () => {
  if (root) await act(async () => root!.unmount());
  container?.remove();
  container = root = null;
  vi.unstubAllGlobals();
});

async function mount(clipboard: { writeText: (text: string) => Promise<void> } | undefined) {
  vi.stubGlobal('navigator', { ...navigator, clipboard });
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  await act(async () => root!.render(<CopyButton text="ABCD EFGH" label="Copy key" copiedLabel="Copied" failedLabel="Could not copy" />));
  const button = container.querySelector('button')!;
  const status = container.querySelector('[role="status"]')!;
  return { button, status };
}

describe('CopyButton', () => {
  it('renders an empty status region beside the button from the start', () => {
    const html = renderToStaticMarkup(<CopyButton text="x" label="Copy" copiedLabel="Copied" failedLabel="No" />);
    expect(html).toMatch(/<button type="button"[^>]*>Copy<\/button><span role="status"[^>]*><\/span>/);
  });

  it('copies the text and says "Copied"', async () => {
    const writeText = vi.fn(async () => {});
    const { button, status } = await mount({ writeText });
    expect(button.textContent).toBe('Copy key');
    await act(async () => button.click());
    expect(writeText).toHaveBeenCalledWith('ABCD EFGH');
    expect(status.textContent).toBe('Copied');
  });

  it('says what to do when the browser refuses, or has no clipboard', async () => {
    const refused = await mount({ writeText: async () => Promise.reject(new Error('NotAllowedError')) });
    await act(async () => refused.button.click());
    expect(refused.status.textContent).toBe('Could not copy');
    await act(async () => root!.unmount());
    root = null;

    const none = await mount(undefined);
    await act(async () => none.button.click());
    expect(none.status.textContent).toBe('Could not copy');
  });
});
