// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { cardActionOf } from './product-card';

function grid(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

describe('cardActionOf (the grid delegates the cards’ button clicks)', () => {
  it('reads the action and item of the button a click came from, also from inside it', () => {
    const root = grid('<button data-card-action="quote" data-item-id="12"><svg><path/></svg>Add</button>');
    expect(cardActionOf(root.querySelector('path'))).toEqual({ action: 'quote', itemId: 12 });
    const spec = grid('<button data-card-action="specification" data-item-id="3">Spec</button>').querySelector('button');
    expect(cardActionOf(spec)).toEqual({ action: 'specification', itemId: 3 });
  });
  it('ignores clicks elsewhere and malformed buttons', () => {
    expect(cardActionOf(grid('<a href="/p/1">x</a>').querySelector('a'))).toBeNull();
    expect(cardActionOf(grid('<button data-card-action="delete" data-item-id="1">x</button>').querySelector('button'))).toBeNull();
    expect(cardActionOf(grid('<button data-card-action="quote" data-item-id="x">x</button>').querySelector('button'))).toBeNull();
    expect(cardActionOf(null)).toBeNull();
  });
});
