import { describe, expect, it } from 'vitest';
import { imageSrcSet, smallImageUrl, videoPosterUrl, videoUrl } from './media';

describe('videoUrl', () => {
  it('serves local files by default, a preview being the first 10 seconds', () => {
    expect(videoUrl('lagos-nights-live')).toBe('/media/video/lagos-nights-live.webm');
    expect(videoUrl('lagos-nights-live', { preview: true })).toBe(
      '/media/video/lagos-nights-live.webm#t=0,10',
    );
  });

  it('uses transformation segments on a media host: end offset, auto format, auto quality, start offset', () => {
    const config = { videoHost: 'https://res.cloudinary.com/temi/' };
    expect(videoUrl('clip', { preview: true }, config)).toBe(
      'https://res.cloudinary.com/temi/video/upload/eo_10,f_auto,q_auto,so_0/clip',
    );
    expect(videoUrl('clip', {}, config)).toBe(
      'https://res.cloudinary.com/temi/video/upload/f_auto,q_auto/clip',
    );
    expect(videoPosterUrl('clip', config)).toBe(
      'https://res.cloudinary.com/temi/video/upload/so_1,f_auto,q_auto/clip.jpg',
    );
  });
});

describe('responsive images', () => {
  it('lists the 480 and 960 widths of a stored image', () => {
    expect(imageSrcSet('/media/products/tee-1-960.webp')).toBe(
      '/media/products/tee-1-480.webp 480w, /media/products/tee-1-960.webp 960w',
    );
    expect(smallImageUrl('/media/products/tee-1-960.webp')).toBe('/media/products/tee-1-480.webp');
  });

  it('leaves other images alone', () => {
    expect(imageSrcSet('https://example.com/photo.jpg')).toBeUndefined();
    expect(smallImageUrl('https://example.com/photo.jpg')).toBe('https://example.com/photo.jpg');
  });
});
