import { fireEvent, render, screen } from '@testing-library/react';
import { ItemImage, placeholderImage } from './ItemImage';

it('shows the image, and the placeholder once it fails to load', () => {
  render(<ItemImage src="/uploads/broken.png" alt="Camo Hoodie" />);
  const image = screen.getByRole('img', { name: 'Camo Hoodie' });
  expect(image).toHaveAttribute('src', '/uploads/broken.png');
  fireEvent.error(image);
  expect(image).toHaveAttribute('src', placeholderImage);
});

it('shows the placeholder for an item without an image', () => {
  render(<ItemImage src="" alt="Pin set" />);
  expect(screen.getByRole('img', { name: 'Pin set' })).toHaveAttribute('src', placeholderImage);
});
