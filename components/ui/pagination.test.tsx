// @vitest-environment happy-dom
import { isValidElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { Pagination, pagerTarget } from './pagination';

// Server components (the inquiries inbox, Activity) render the pager. React refuses any function
// prop on an element a server component renders ("Event handlers cannot be passed to Client
// Component props"), so the elements it returns must carry none.

type Found = { type: string; prop: string };

function functionProps(node: ReactNode, found: Found[] = []): Found[] {
  if (Array.isArray(node)) node.forEach((child: ReactNode) => functionProps(child, found));
  if (!isValidElement(node)) return found;
  const props = node.props as Record<string, unknown>;
  for (const [prop, value] of Object.entries(props)) {
    if (typeof value === 'function') found.push({ type: String(node.type), prop });
  }
  functionProps(props.children as ReactNode, found);
  return found;
}

const texts = { label: 'Pages', previousLabel: 'Previous', nextLabel: 'Next', statusText: '2 / 3' };

describe('Pagination', () => {
  it('renders plain links without event handlers (safe inside a server component)', () => {
    const tree = Pagination({ page: 2, totalPages: 3, ...texts, hrefFor: (n) => `?page=${n}` });
    expect(functionProps(tree)).toEqual([]);
  });

  it('links to the pages before and after, with the target page for client lists', () => {
    const tree = Pagination({ page: 2, totalPages: 3, ...texts, hrefFor: (n) => `?page=${n}` });
    const links: Record<string, unknown>[] = [];
    const walk = (node: ReactNode): void => {
      if (Array.isArray(node)) return node.forEach((child: ReactNode) => walk(child));
      if (!isValidElement(node)) return;
      const props = node.props as Record<string, unknown>;
      if (node.type === 'a') links.push(props);
      walk(props.children as ReactNode);
    };
    walk(tree);
    expect(links.map((l) => [l.href, l.rel, l['data-pager-page']])).toEqual([
      ['?page=1', 'prev', 1],
      ['?page=3', 'next', 3],
    ]);
  });

  it('reads the target page from a click inside a pager link, and nothing from other elements', () => {
    document.body.innerHTML = '<nav><a href="?page=3" data-pager-page="3"><span>Next</span></a><span id="status">2 / 3</span></nav>';
    expect(pagerTarget(document.querySelector('a span'))).toBe(3);
    expect(pagerTarget(document.querySelector('a'))).toBe(3);
    expect(pagerTarget(document.getElementById('status'))).toBeNull();
    expect(pagerTarget(null)).toBeNull();
  });
});
