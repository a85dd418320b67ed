import { describe, expect, it } from 'vitest';
import { descriptionToText, sanitizeDescription } from './sanitize';

describe('sanitizeDescription', () => {
  it('keeps formatting, lists, tables and safe links', () => {
    const html =
      '<p>A <strong>rigid</strong> <em>box</em></p><ul><li>One</li></ul><table><tr><td>x</td></tr></table><a href="https://example.com" target="_blank">link</a>';
    const out = sanitizeDescription(html);
    expect(out).toContain('<strong>rigid</strong>');
    expect(out).toContain('<ul><li>One</li></ul>');
    expect(out).toContain('<td>x</td>');
    expect(out).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">link</a>');
  });

  it('removes scripts, event handlers, styles, iframes and javascript: URLs', () => {
    const html =
      '<p onclick="steal()" style="color:red">Hi</p><script>alert(1)</script><iframe src="https://evil"></iframe><a href="javascript:alert(1)">x</a><img src="x" onerror="alert(1)"><style>body{}</style>';
    const out = sanitizeDescription(html);
    expect(out).not.toMatch(/script|onclick|onerror|style|iframe|javascript:/i);
    expect(out).toContain('<p>Hi</p>');
  });

  it('turns h1 into h2 and handles empty input', () => {
    expect(sanitizeDescription('<h1>T</h1>')).toBe('<h2>T</h2>');
    expect(sanitizeDescription(null)).toBe('');
    expect(sanitizeDescription('')).toBe('');
  });
});

describe('descriptionToText', () => {
  it('extracts text with spaces between blocks and truncates', () => {
    expect(descriptionToText('<p>One &amp; two</p><p>three</p>')).toBe('One & two three');
    expect(descriptionToText('<p>abcdefghij</p>', 6)).toBe('abcde…');
    expect(descriptionToText('<script>x</script>')).toBe('');
  });
});
