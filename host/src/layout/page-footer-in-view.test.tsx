import { TestProviders } from '@rsm/shared/testing';
import { act, render, screen } from '@testing-library/react';
import { installViewWatcher, ViewWatcher } from '../testing/view-watcher';
import { PageFooter } from './page-footer';

installViewWatcher();

describe('PageFooter', () => {
  it('brings its links when it comes into view without a scroll (a tall screen)', async () => {
    render(
      <TestProviders>
        <PageFooter />
      </TestProviders>,
    );
    expect(ViewWatcher.last?.observe).toHaveBeenCalledWith(screen.getByRole('contentinfo'));
    act(() => ViewWatcher.last?.comeIntoView());
    expect(await screen.findByRole('link', { name: 'Privacy Policy' })).toBeTruthy();
  });
});
