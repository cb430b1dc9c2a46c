/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { Button, buttonVariants } from './button';
import { Toaster } from './sonner';

describe('Button (spec 9: six variants, four sizes)', () => {
  const variants = ['default', 'destructive', 'outline', 'secondary', 'ghost', 'link'] as const;
  const sizes = ['default', 'sm', 'lg', 'icon'] as const;

  it('gives each variant and each size its own classes', () => {
    expect(new Set(variants.map((variant) => buttonVariants({ variant }))).size).toBe(variants.length);
    expect(new Set(sizes.map((size) => buttonVariants({ size }))).size).toBe(sizes.length);
  });

  it('renders a button, or its child with asChild', () => {
    render(
      <>
        <Button variant="destructive" size="sm">
          Delete
        </Button>
        <Button asChild variant="link">
          <a href="/blog">Blog</a>
        </Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveProperty('dataset.slot', 'button');
    expect(screen.getByRole('button', { name: 'Delete' }).className).toContain('bg-destructive');
    const link = screen.getByRole('link', { name: 'Blog' });
    expect(link.getAttribute('href')).toBe('/blog');
    expect(link.className).toContain('underline');
  });
});

describe('notifications (spec 9)', () => {
  it('shows at most 3 toasts for 4000 ms, bottom-right, following the system theme', () => {
    const element = Toaster({});
    expect(element.props).toMatchObject({ visibleToasts: 3, duration: 4000, position: 'bottom-right', theme: 'system' });
  });

});
