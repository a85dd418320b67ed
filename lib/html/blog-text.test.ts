import { describe, expect, it } from 'vitest';
import { plainToHtml, renderBlogText, sanitizeBlogText } from './blog-text';

describe('blog text HTML', () => {
  it('stores only paragraphs, breaks, bold, italic and http(s)/mailto links with their href', () => {
    const dirty =
      '<p class="x" style="color:red"><b>B</b><strong>S</strong><i>I</i><em>E</em><br><a href="https://a.example" target="_blank" rel="x" title="t">a</a><a href="mailto:x@y.id">m</a><a href="tel:1">t</a></p><h2>H</h2><ul><li>l</li></ul><img src="https://a/b.png"><script>1</script><a href="javascript:alert(1)">j</a><a href="//evil.example">p</a>';
    expect(sanitizeBlogText(dirty)).toBe(
      '<p><b>B</b><strong>S</strong><i>I</i><em>E</em><br /><a href="https://a.example">a</a><a href="mailto:x@y.id">m</a><a>t</a></p>Hl<a>j</a><a>p</a>',
    );
    expect(sanitizeBlogText(null)).toBe('');
  });

  it('decides where each link opens when rendering: this site in the same tab, others in a new one', () => {
    const html =
      '<p><a href="https://site.example/a">s</a><a href="https://x.example/">x</a><a href="mailto:a@b.id">m</a><a href="/p">p</a></p>';
    expect(renderBlogText(html, 'https://site.example')).toBe(
      '<p><a href="https://site.example/a">s</a><a href="https://x.example/" target="_blank" rel="noopener noreferrer">x</a><a href="mailto:a@b.id">m</a><a href="/p">p</a></p>',
    );
    // Without a known origin every absolute link counts as another site's.
    expect(renderBlogText('<a href="https://site.example/a" target="_self">s</a>', undefined)).toBe(
      '<a href="https://site.example/a" target="_blank" rel="noopener noreferrer">s</a>',
    );
  });

  it('opens a plain block in the editor as the same paragraphs and line breaks, escaped', () => {
    expect(plainToHtml('One <b>\nline\n\n\nTwo & "3"')).toBe('<p>One &lt;b&gt;<br>line</p><p>Two &amp; &quot;3&quot;</p>');
    expect(plainToHtml('  \n ')).toBe('');
  });
});
