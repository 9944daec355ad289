import type { Track } from '@rsm/shared';
import { fakeNetwork, reply, TestProviders, trackFixture } from '@rsm/shared/testing';
import { render, screen } from '@testing-library/react';
import { FullInfoPanel } from './full-info-panel';

const renderPanel = (figures: Partial<Track>) =>
  render(<FullInfoPanel track={trackFixture(7, 'Neon Rain', figures)} />, { wrapper: TestProviders });
const valueOf = (term: string) => screen.getByText(term).closest('div')!.querySelector('dd')!.textContent;

describe('FullInfoPanel tempo and key', () => {
  // The panel also asks for the track's album; these tests are about the figures only.
  fakeNetwork({ 'GET /v1_rsm/albums/:uuid': () => reply(404, {}) });

  it("shows the metadata's BPM as it is, and the analysed key marked detected", () => {
    renderPanel({ bpm: 120, detected_bpm: 118.4, detected_key: 'A minor' });
    expect(valueOf('BPM')).toBe('120');
    expect(valueOf('Key')).toBe('A minor (detected)');
  });

  it('shows the analysed BPM, marked detected, where the metadata has none', () => {
    renderPanel({ bpm: null, detected_bpm: 118.4, detected_key: null });
    expect(valueOf('BPM')).toBe('118 (detected)');
    expect(screen.queryByText('Key')).toBeNull();
  });
  it('says there is no steady pulse and the key is unclear where the analysis is unsure, not a precise figure', () => {
    renderPanel({
      bpm: null,
      detected_bpm: 92.3,
      detected_key: 'A minor',
      bpm_confidence: 0.12,
      key_confidence: 0.08,
    });
    expect(valueOf('BPM')).toBe('No steady pulse');
    expect(valueOf('Key')).toBe('Unclear');
    expect(screen.queryByText(/92/)).toBeNull();
  });

  it('shows the figures the analysis is sure of', () => {
    renderPanel({
      bpm: null,
      detected_bpm: 139.6,
      detected_key: 'A minor',
      bpm_confidence: 0.8,
      key_confidence: 0.6,
    });
    expect(valueOf('BPM')).toBe('140 (detected)');
    expect(valueOf('Key')).toBe('A minor (detected)');
  });
});
