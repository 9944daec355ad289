import { TestProviders } from '@rsm/shared/testing';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { installViewWatcher } from '../testing/view-watcher';
import { PageFooter } from './page-footer';

// Each test file loads the footer's code once (it is then kept): the in-view case is in page-footer-in-view.test.tsx.
installViewWatcher();

describe('PageFooter', () => {
  it('draws its frame at once and its links once the visitor scrolls', async () => {
    render(
      <TestProviders>
        <PageFooter />
      </TestProviders>,
    );
    const frame = screen.getByRole('contentinfo');
    expect(frame.querySelector('a')).toBeNull();
    act(() => void fireEvent.scroll(window));
    expect(await screen.findByRole('link', { name: 'Privacy Policy' })).toBeTruthy();
    expect(screen.getAllByRole('contentinfo')).toHaveLength(1);
  });
});
