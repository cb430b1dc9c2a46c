import { cva, type VariantProps } from 'class-variance-authority';

/** Spec 9: variants default, destructive, outline, secondary, ghost, link; sizes default, sm, lg, icon. */
export const buttonVariants = cva(
  "inline-flex shrink-0 max-sm:shrink items-center justify-center gap-2 rounded-md text-center max-sm:whitespace-normal sm:whitespace-nowrap text-base font-semibold transition-colors disabled:pointer-events-none disabled:opacity-60 aria-disabled:pointer-events-none aria-disabled:opacity-60 [&_svg]:pointer-events-none [&_svg:not([class*='size-'])]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover',
        destructive: 'bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive/90',
        outline: 'border-2 border-primary bg-background text-primary hover:bg-secondary',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-[#d4e2f3]',
        ghost: 'text-foreground hover:bg-muted',
        link: 'text-primary underline underline-offset-4 hover:text-primary-hover',
      },
      size: {
        default: 'min-h-11 px-5 py-2',
        sm: 'min-h-9 px-3 text-sm',
        lg: 'min-h-12 px-7 text-lg',
        icon: 'size-11',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export type ButtonVariantProps = VariantProps<typeof buttonVariants>;
