import { onResponseMismatch, type ResponseMismatchError } from '@rsm/shared';
import { fakeNetwork, TestProviders } from '@rsm/shared/testing';
import { render, screen } from '@testing-library/react';
import { CataloguesPage } from './catalogues-page';

const network = fakeNetwork();
const answer = (body: unknown) => network.serve({ 'GET /v1/labels': () => body });

const renderPage = () =>
  render(
    <TestProviders path="/catalogues">
      <CataloguesPage />
    </TestProviders>,
  );

describe('CataloguesPage', () => {
  it('lists the catalogues the API answers', async () => {
    answer({ labels: [{ id: 3, name: 'Night Label', albums_count: 2 }] });
    renderPage();
    expect(await screen.findByRole('link', { name: 'Night Label' })).toBeTruthy();
  });

  it('shows the error state, and reports the mismatch, when the answer is not a list of catalogues', async () => {
    const reported: ResponseMismatchError[] = [];
    const stop = onResponseMismatch((error) => reported.push(error));
    answer({ labels: 'none' });
    renderPage();
    expect(await screen.findByText('Something went wrong while loading this content.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Catalogues', level: 1 })).toBeTruthy();
    stop();
    expect(reported.map((error) => error.message)).toEqual([
      expect.stringContaining('Unexpected answer from /v1/labels (labels:'),
    ]);
  });
});
