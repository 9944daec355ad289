import { I18nProvider } from '@lingui/react';
import { DesignSystemProvider, i18n, MemoryRouter } from '@rsm/shared';
import { submissionFixture } from '@rsm/shared/testing';
import { render, screen } from '@testing-library/react';
import { UploadedTracksTable } from './uploaded-tracks-table';

const submission = submissionFixture();

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

describe('UploadedTracksTable', () => {
  it('never splits a header or a status across lines, and lets names wrap only between words', () => {
    render(
      <I18nProvider i18n={i18n}>
        <DesignSystemProvider>
          <MemoryRouter>
            <UploadedTracksTable tracks={[submission]} />
          </MemoryRouter>
        </DesignSystemProvider>
      </I18nProvider>,
    );
    const style = (text: string) => getComputedStyle(screen.getByText(text).closest('th, td')!);
    for (const text of ['Status', 'Uploaded', 'In review']) expect(style(text).whiteSpace).toBe('nowrap');
    for (const text of ['Morning light over the harbour', 'Uplifting corporate piano']) {
      expect(style(text).whiteSpace).not.toBe('nowrap');
      expect(style(text).overflowWrap).toBe('normal');
    }
  });
});
