import { describe, expect, it } from 'vitest';
import { BUILD_PHASE, buildSiteUrlProblem, startSiteUrlProblem } from './site-url';

describe('SITE_URL at build and start', () => {
  it('a production build refuses to run without SITE_URL', () => {
    expect(buildSiteUrlProblem(BUILD_PHASE, undefined)).toMatch(/SITE_URL is not set/);
    expect(buildSiteUrlProblem(BUILD_PHASE, '  ')).toMatch(/SITE_URL is not set/);
    expect(buildSiteUrlProblem(BUILD_PHASE, 'https://shop.example')).toBeNull();
    expect(buildSiteUrlProblem('phase-development-server', undefined)).toBeNull();
    expect(buildSiteUrlProblem('phase-production-server', undefined)).toBeNull();
  });

  it('a server refuses to start with another SITE_URL than its build', () => {
    expect(startSiteUrlProblem('https://shop.example', 'https://shop.example/')).toBeNull();
    expect(startSiteUrlProblem('https://shop.example', 'https://staging.example')).toMatch(/differs .*https:\/\/shop\.example/);
    expect(startSiteUrlProblem('https://shop.example', undefined)).toMatch(/not set/);
    // Development builds carry none: nothing to compare.
    expect(startSiteUrlProblem(undefined, undefined)).toBeNull();
  });
});
