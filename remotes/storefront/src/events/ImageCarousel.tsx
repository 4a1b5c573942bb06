import { addStyles, Icon } from '@shared/ui/core';
import { useState } from 'react';

addStyles(
  'sf-carousel',
  `
.sf-carousel { position: relative; aspect-ratio: 3 / 2; overflow: hidden; background: #e7e5ef; }
.sf-carousel img { display: block; width: 100%; height: 100%; object-fit: cover; }
.sf-carousel__arrow { position: absolute; top: 50%; z-index: 1; transform: translateY(-50%); width: 40px; height: 40px;
  background: rgba(255, 255, 255, 0.92); color: #1a1530; box-shadow: 0 1px 3px rgba(0, 0, 0, 0.3); }
.sf-carousel__arrow:hover { background: #ffffff; }
.sf-carousel__arrow--previous { left: 8px; }
.sf-carousel__arrow--next { right: 8px; }
.sf-carousel__count { position: absolute; right: 8px; bottom: 8px; padding: 2px 8px; border-radius: 999px;
  background: rgba(26, 21, 48, 0.8); color: #ffffff; font-size: 0.8rem; }
`,
);

/**
 * One image at a time; previous/next controls only when there are several. The image box has a
 * fixed ratio and the image explicit sizes, so nothing shifts while it loads. Images load lazily
 * unless `eager`: the list's first card is on the first screenful of a phone, and its image is
 * the largest thing there, so the browser should fetch it at once and first.
 */
export function ImageCarousel({ images, alt, eager = false }: { images: string[]; alt: string; eager?: boolean }) {
  const [index, setIndex] = useState(0);
  if (images.length === 0) return null;
  const step = (delta: number) => setIndex((i) => (i + delta + images.length) % images.length);
  return (
    <div className="sf-carousel">
      <img
        src={images[index]}
        alt={`${alt} (image ${index + 1} of ${images.length})`}
        width={600}
        height={400}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
        decoding="async"
      />
      {images.length > 1 && (
        <>
          <button
            type="button"
            className="ui-icon-button sf-carousel__arrow sf-carousel__arrow--previous"
            aria-label={`Previous image of ${alt}`}
            onClick={() => step(-1)}
          >
            <Icon name="chevronLeft" />
          </button>
          <button
            type="button"
            className="ui-icon-button sf-carousel__arrow sf-carousel__arrow--next"
            aria-label={`Next image of ${alt}`}
            onClick={() => step(1)}
          >
            <Icon name="chevronRight" />
          </button>
          <span className="sf-carousel__count" aria-hidden="true">
            {index + 1}/{images.length}
          </span>
        </>
      )}
    </div>
  );
}
