import { TestProviders } from '@rsm/shared/testing';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { EmailChipsInput, isEmail } from './email-chips-input';

function Harness({ mode }: { mode?: 'emails' | 'names' }) {
  const [emails, setEmails] = useState<string[]>([]);
  const [text, setText] = useState('');
  return (
    <>
      <label htmlFor="to">To</label>
      <EmailChipsInput
        id="to"
        emails={emails}
        onChange={setEmails}
        text={text}
        onTextChange={setText}
        mode={mode}
      />
      <output>{emails.join('|')}</output>
    </>
  );
}

const renderInput = (mode?: 'emails' | 'names') =>
  render(<Harness mode={mode} />, { wrapper: TestProviders });
const field = () => screen.getByRole('combobox', { name: 'To' }) as HTMLInputElement;
const chosen = () => screen.getByRole('status').textContent;

describe('EmailChipsInput', () => {
  it('tells valid addresses apart', () => {
    expect(isEmail('ana@example.com')).toBe(true);
    expect(isEmail(' ana@example.com ')).toBe(true);
    expect(isEmail('ana@')).toBe(false);
    expect(isEmail('ana example.com')).toBe(false);
  });

  it('shows the email placeholder', () => {
    renderInput();
    expect(field().placeholder).toBe('Enter email addresses');
  });

  it('uses the names placeholder when names can be searched', () => {
    renderInput('names');
    expect(field().placeholder).toBe('Enter names or email addresses');
  });

  it('offers nothing for an empty field or text that is no address, and never adds that text', () => {
    renderInput();
    fireEvent.focus(field());
    expect(screen.queryByRole('option')).toBeNull();
    expect(field().getAttribute('aria-expanded')).toBe('false');
    fireEvent.change(field(), { target: { value: 'ana@' } });
    expect(screen.queryByRole('option')).toBeNull();
    fireEvent.keyDown(field(), { key: 'Enter' });
    fireEvent.blur(field());
    expect(chosen()).toBe('');
    expect(field().value).toBe('ana@');
  });

  it('turns a valid address into a chip on Enter or comma, once, and removes it with its button', () => {
    renderInput();
    fireEvent.focus(field());
    fireEvent.change(field(), { target: { value: 'ana@example.com' } });
    expect(screen.getByRole('option', { name: 'Add ana@example.com' })).toBeTruthy();
    expect(field().getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(screen.queryByRole('option')).toBeNull();
    fireEvent.change(field(), { target: { value: 'bo@example.com' } });
    fireEvent.keyDown(field(), { key: ',' });
    fireEvent.change(field(), { target: { value: 'ANA@example.com' } });
    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(chosen()).toBe('ana@example.com|bo@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Remove ana@example.com' }));
    expect(chosen()).toBe('bo@example.com');
  });

  it('adds a valid address left in the field on blur, and Backspace on an empty field removes the last chip', () => {
    renderInput();
    fireEvent.focus(field());
    fireEvent.change(field(), { target: { value: 'ana@example.com' } });
    fireEvent.blur(field());
    expect(chosen()).toBe('ana@example.com');
    fireEvent.keyDown(field(), { key: 'Backspace' });
    expect(chosen()).toBe('');
  });
});
