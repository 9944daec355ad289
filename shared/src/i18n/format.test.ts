import { i18n } from '@lingui/core';
import { formatCount } from './format';

describe('formatCount', () => {
  afterEach(() => i18n.activate('en'));

  it("writes a count in the active locale's digits, compact when asked, following a change of locale", () => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    expect(formatCount(12345)).toBe('12,345');
    expect(formatCount(12345, true)).toBe('12K');
    i18n.loadAndActivate({ locale: 'pt', messages: {} });
    expect(formatCount(12345)).toBe('12.345');
    expect(formatCount(12345, true)).toMatch(/^12\smil$/);
  });
});
