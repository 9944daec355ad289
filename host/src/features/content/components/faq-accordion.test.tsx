import { TestProviders } from '@rsm/shared/testing';
import { fireEvent, render, screen } from '@testing-library/react';
import { FaqAccordion } from './faq-accordion';

const faqs = [
  { id: 1, question: 'Can I use a track in an advert?', answer: 'Yes, with an advert licence.' },
  { id: 2, question: 'How do I download?', answer: 'Log in first.\n\nThen use the download button.' },
];

const renderFaqs = () =>
  render(
    <TestProviders>
      <FaqAccordion faqs={faqs} />
    </TestProviders>,
  );

describe('FaqAccordion', () => {
  it('starts closed, with each question controlling its answer panel', () => {
    renderFaqs();
    const question = screen.getByRole('button', { name: 'How do I download?' });
    expect(question.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(question.getAttribute('aria-controls') as string) as HTMLElement;
    expect(panel.hidden).toBe(true);
  });

  it('opens and closes a panel on click, leaving the others as they are', () => {
    renderFaqs();
    const first = screen.getByRole('button', { name: 'Can I use a track in an advert?' });
    const second = screen.getByRole('button', { name: 'How do I download?' });
    fireEvent.click(second);
    expect(second.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: 'How do I download?' }).textContent).toContain(
      'Then use the download button.',
    );
    expect(first.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(second);
    expect(second.getAttribute('aria-expanded')).toBe('false');
  });
});
