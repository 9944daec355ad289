import { TestProviders } from '@rsm/shared/testing';
import { render, screen } from '@testing-library/react';
import { ComposerTable, ComposerTableRow } from './composer-table';

describe('ComposerTable', () => {
  it('keeps headers on one line and never splits a word, a status or an amount; cells wrap between words', () => {
    render(
      <TestProviders>
        <ComposerTable caption="Statements" headers={['Status', 'Amount']}>
          <ComposerTableRow>
            <th scope="row">Uplifting corporate piano for a long advert</th>
            <td>Open</td>
            <td>£223.70</td>
          </ComposerTableRow>
        </ComposerTable>
      </TestProviders>,
    );
    const style = (element: HTMLElement) => getComputedStyle(element);
    for (const text of ['Status', 'Amount']) expect(style(screen.getByText(text)).whiteSpace).toBe('nowrap');
    for (const text of ['Status', 'Amount', 'Open', '£223.70']) {
      expect(style(screen.getByText(text)).overflowWrap).not.toBe('anywhere');
      expect(style(screen.getByText(text)).wordBreak).not.toBe('break-all');
    }
    const name = screen.getByRole('rowheader', { name: 'Uplifting corporate piano for a long advert' });
    expect(style(name).whiteSpace).toBe('normal');
    expect(style(name).overflowWrap).not.toBe('anywhere');
  });
});
