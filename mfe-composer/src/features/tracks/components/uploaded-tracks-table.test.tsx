import { I18nProvider } from '@lingui/react';
import { DesignSystemProvider, i18n, MemoryRouter, type Submission } from '@rsm/shared';
import { render, screen } from '@testing-library/react';
import { UploadedTracksTable } from './uploaded-tracks-table';

const submission: Submission = {
  id: 5,
  briefing_id: 2,
  briefing_title: 'Uplifting corporate piano',
  briefing_status: 'open',
  track_name: 'Morning light over the harbour',
  bpm: 96,
  version: null,
  status: 'in_review',
  main_submission_id: null,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  upload: null,
  writers: [],
};

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
