import { describe, expect, it } from 'vitest';
import { ACTION_BODY_LIMIT, bodyLimitStatus, isUploadPath, UPLOAD_BODY_LIMIT } from './body-limits';

const h = (init: Record<string, string>) => new Headers(init);

describe('request body limits', () => {
  it('only the product create/edit pages take photo-sized bodies', () => {
    expect(isUploadPath('/admin-panel/addnew')).toBe(true);
    expect(isUploadPath('/admin-panel/itemlist/12')).toBe(true);
    expect(isUploadPath('/admin-panel/itemlist')).toBe(false);
    expect(isUploadPath('/admin-panel/blog/create')).toBe(false);
    expect(isUploadPath('/admin-panel/addnew/x')).toBe(false);
  });

  it('413 over the limit of the path, 411 for a chunked body, nothing for reads', () => {
    const len = (n: number) => h({ 'content-length': String(n) });
    expect(bodyLimitStatus('POST', len(ACTION_BODY_LIMIT), '/admin-panel/blog/create')).toBeNull();
    expect(bodyLimitStatus('POST', len(ACTION_BODY_LIMIT + 1), '/admin-panel/blog/create')).toBe(413);
    expect(bodyLimitStatus('POST', len(ACTION_BODY_LIMIT + 1), '/blog')).toBe(413);
    expect(bodyLimitStatus('POST', len(UPLOAD_BODY_LIMIT), '/admin-panel/addnew')).toBeNull();
    expect(bodyLimitStatus('POST', len(UPLOAD_BODY_LIMIT + 1), '/admin-panel/itemlist/3')).toBe(413);
    expect(bodyLimitStatus('POST', h({ 'transfer-encoding': 'chunked' }), '/blog')).toBe(411);
    expect(bodyLimitStatus('POST', h({ 'content-length': '1e9' }), '/blog')).toBe(413);
    expect(bodyLimitStatus('POST', h({}), '/blog')).toBeNull();
    expect(bodyLimitStatus('GET', len(UPLOAD_BODY_LIMIT * 10), '/blog')).toBeNull();
  });
});
