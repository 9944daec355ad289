import { fakeNetwork, pagingMetaFixture, submissionFixture, TestProviders } from '@rsm/shared/testing';
import { render, screen } from '@testing-library/react';
import { customer, logInEachTest } from '../../../testing/session';
import { TracksPage } from './tracks-page';

const network = fakeNetwork();
logInEachTest(customer(true));

const submission = submissionFixture();
const meta = pagingMetaFixture(1, 1, 25);

describe('TracksPage', () => {
  it('shows the labels and the tracks together, so the list never moves down when the labels arrive', async () => {
    let answerLabels: (value: unknown) => void = () => undefined;
    network.serve({
      'GET /v2/customer/labels': () => new Promise((resolve) => (answerLabels = resolve)),
      'GET /v1_rsm/customers/tracks': () => ({ tracks: [submission], meta }),
    });
    render(
      <TestProviders path="/dashboard/tracks">
        <TracksPage />
      </TestProviders>,
    );
    // The tracks have answered; the labels have not: the list waits for them.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Morning light over the harbour')).toBeNull();
    answerLabels({ labels: [{ id: 1, name: 'Piano Moods', tracks_count: 4 }] });
    expect(await screen.findByText('Morning light over the harbour')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Your labels' })).toBeTruthy();
  });
});
