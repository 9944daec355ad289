import { TestProviders } from '@rsm/shared/testing';
import { useQuery } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { CardGridSection } from './card-grid-section';

const crew = [
  { id: 1, name: 'Rita Sousa' },
  { id: 2, name: 'Caio Lima' },
];

function CrewHarness() {
  const query = useQuery({ queryKey: ['crew'], queryFn: async () => crew });
  return (
    <CardGridSection title="Our team" query={query}>
      {(member) => <h3>{member.name}</h3>}
    </CardGridSection>
  );
}

describe('CardGridSection', () => {
  it('is a section named by its title listing one card per item', async () => {
    render(
      <TestProviders>
        <CrewHarness />
      </TestProviders>,
    );
    const section = screen.getByRole('region', { name: 'Our team' });
    expect(await within(section).findByRole('heading', { name: 'Caio Lima' })).toBeTruthy();
    expect(
      within(within(section).getByRole('list'))
        .getAllByRole('listitem')
        .map((card) => card.textContent),
    ).toEqual(['Rita Sousa', 'Caio Lima']);
  });
});
