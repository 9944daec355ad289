import { fireEvent, render, screen } from '@testing-library/react';
import { TestProviders } from '../testing';
import { FALLBACK_IMAGE_URL } from './logo';
import { ResponsiveImage } from './responsive-image';

const cover = {
  url: 'https://api.test/media/albums/7/cover.svg',
  variants: 'https://api.test/images/albums/7/0123456789ab/{width}.{format}',
};

describe('ResponsiveImage', () => {
  it('offers AVIF and WebP at each width up to the widest it is drawn', () => {
    const { container } = render(
      <ResponsiveImage image={cover} sizes="50vw" maxWidth={480} alt="Cover of Neon Rain" />,
      { wrapper: TestProviders },
    );
    const image = screen.getByRole('img', { name: 'Cover of Neon Rain' });
    expect(image.getAttribute('srcset')).toBe(
      'https://api.test/images/albums/7/0123456789ab/160.webp 160w, ' +
        'https://api.test/images/albums/7/0123456789ab/320.webp 320w, ' +
        'https://api.test/images/albums/7/0123456789ab/480.webp 480w',
    );
    expect(image.getAttribute('sizes')).toBe('50vw');
    const avif = container.querySelector('picture > source[type="image/avif"]');
    expect(avif?.getAttribute('srcset')).toContain('/480.avif 480w');
    expect(avif?.getAttribute('srcset')).not.toContain('640');
  });

  it('shows the logo picture, and offers no other file, when the picture fails to load', () => {
    const { container } = render(<ResponsiveImage image={cover} sizes="100vw" alt="Featured" />, {
      wrapper: TestProviders,
    });
    fireEvent.error(screen.getByRole('img', { name: 'Featured' }));
    const image = screen.getByRole('img', { name: 'Featured' });
    expect(image.getAttribute('src')).toBe(FALLBACK_IMAGE_URL);
    expect(image.getAttribute('srcset')).toBeNull();
    expect(container.querySelector('source')).toBeNull();
  });

  it('shows the original when the picture has no variants, and the logo picture when there is none', () => {
    render(
      <>
        <ResponsiveImage image={{ url: cover.url }} sizes="100vw" alt="Original" />
        <ResponsiveImage image={{ url: null }} sizes="100vw" alt="Missing" />
      </>,
      { wrapper: TestProviders },
    );
    expect(screen.getByRole('img', { name: 'Original' }).getAttribute('src')).toBe(cover.url);
    expect(screen.getByRole('img', { name: 'Missing' }).getAttribute('src')).toBe(FALLBACK_IMAGE_URL);
  });
});
