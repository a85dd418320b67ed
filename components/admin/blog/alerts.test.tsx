// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { AlertStack, useAlerts } from './alerts';

function Screen() {
  const { alerts, dismiss } = useAlerts([{ kind: 'success', title: 'Loaded', body: 'Blog post loaded successfully' }]);
  return <AlertStack alerts={alerts} onDismiss={dismiss} dismissLabel="Dismiss" placement="inline" />;
}

let container: HTMLDivElement | null = null;
afterEach(() => {
  container?.remove();
  container = null;
});

describe('the opening alert', () => {
  it('is not in the first paint: the polite status region starts empty', () => {
    const html = renderToStaticMarkup(<Screen />);
    expect(html).toMatch(/^<div aria-live="polite" aria-atomic="true" role="status" class="[^"]*"><\/div>$/);
  });

  it('is added to the status region once the page is up, never as role=alert', async () => {
    container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    await act(async () => root.render(<Screen />));
    const region = container.querySelector('[role="status"]')!;
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toContain('Blog post loaded successfully');
    expect(container.querySelector('[role="alert"]')).toBeNull();
    await act(async () => root.unmount());
  });
});
