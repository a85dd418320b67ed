import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RecoveryCodes, recoveryCodesText, type RecoveryCodeLabels } from './recovery-codes';

// Fresh recovery codes: the list, a Copy button with its status region, and a download link whose
// data: URL holds the file (heading, blank line, one code per line) under a name with the site.

const labels: RecoveryCodeLabels = {
  recoveryTitle: 'Save your recovery codes',
  recoveryShownOnce: 'Shown once.',
  continue: 'Continue',
  copyCodes: 'Copy codes',
  copied: 'Copied',
  copyCodesFailed: 'Could not copy',
  downloadCodes: 'Download as a text file',
  codesFileHeading: 'Recovery codes for example.com.',
  codesFileName: 'recovery-codes-example.com.txt',
};
const codes = ['aaaa-bbbb', 'cccc-dddd'];

describe('RecoveryCodes', () => {
  it('is the heading, a blank line and one code per line as a file', () => {
    expect(recoveryCodesText(labels.codesFileHeading, codes)).toBe('Recovery codes for example.com.\n\naaaa-bbbb\ncccc-dddd\n');
  });

  it('offers the file for download under its name, and a Copy button with a status region', () => {
    const html = renderToStaticMarkup(<RecoveryCodes id="x" codes={codes} next="/admin-panel" labels={labels} />);
    const link = /<a href="([^"]+)" download="([^"]+)"[^>]*>Download as a text file<\/a>/.exec(html);
    expect(link?.[2]).toBe('recovery-codes-example.com.txt');
    const href = link![1]!.replace(/&amp;/g, '&');
    expect(href.startsWith('data:text/plain;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(href.slice(href.indexOf(',') + 1))).toBe(recoveryCodesText(labels.codesFileHeading, codes));
    expect(html).toMatch(/<button type="button"[^>]*>Copy codes<\/button><span role="status"/);
    expect(html.match(/data-recovery-code="/g)).toHaveLength(2);
  });
});
