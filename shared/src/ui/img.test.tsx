import { fireEvent, render, screen } from '@testing-library/react';
import { TestProviders } from '../testing';
import { Img } from './img';
import { FALLBACK_IMAGE_URL } from './logo';

describe('Img', () => {
  it('shows the logo picture in place of an image that fails to load', () => {
    render(<Img src="https://media.test/cover.jpg" alt="Cover of Neon Rain" width={240} height={240} />, {
      wrapper: TestProviders,
    });
    const image = screen.getByRole('img', { name: 'Cover of Neon Rain' });
    expect(image.getAttribute('src')).toBe('https://media.test/cover.jpg');
    fireEvent.error(image);
    expect(image.getAttribute('src')).toBe(FALLBACK_IMAGE_URL);
  });

  it('shows the logo picture when there is no image at all', () => {
    render(<Img src={undefined} alt="No cover" />, { wrapper: TestProviders });
    expect(screen.getByRole('img', { name: 'No cover' }).getAttribute('src')).toBe(FALLBACK_IMAGE_URL);
  });

  it('writes width and height as attributes, leaving the drawn size to the style props', () => {
    render(<Img src="https://media.test/a.jpg" alt="A" w="full" width={240} height={240} />, {
      wrapper: TestProviders,
    });
    const image = screen.getByRole('img', { name: 'A' });
    expect(image.getAttribute('width')).toBe('240');
    expect(getComputedStyle(image).width).not.toBe('240px');
    expect(getComputedStyle(image).height).toBe('auto');
  });
});
