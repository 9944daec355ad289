import { submissionFixture, TestProviders } from '@rsm/shared/testing';
import { render, screen } from '@testing-library/react';
import { UploadedTracksTable } from './uploaded-tracks-table';

const submission = submissionFixture();

describe('UploadedTracksTable', () => {
  it('never splits a header or a status across lines, and lets names wrap only between words', () => {
    render(<UploadedTracksTable tracks={[submission]} />, { wrapper: TestProviders });
    const style = (text: string) => getComputedStyle(screen.getByText(text).closest('th, td')!);
    for (const text of ['Status', 'Uploaded', 'In review']) expect(style(text).whiteSpace).toBe('nowrap');
    for (const text of ['Morning light over the harbour', 'Uplifting corporate piano']) {
      expect(style(text).whiteSpace).not.toBe('nowrap');
      expect(style(text).overflowWrap).toBe('normal');
    }
  });
});
