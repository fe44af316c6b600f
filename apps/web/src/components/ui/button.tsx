import type { ButtonHTMLAttributes, Ref } from 'react';

/** `danger` is for the one button that destroys something (deleting the account). */
type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';

const variants: Record<Variant, string> = {
  // A disabled button's white text keeps 4.5:1 on slate-500 (its label must stay readable); one
  // busy (aria-disabled, keeping the keyboard's focus) looks as one disabled does.
  primary: 'bg-brand-700 text-white hover:bg-brand-600 disabled:bg-slate-500 aria-disabled:bg-slate-500',
  secondary:
    'border border-slate-300 bg-white text-slate-900 hover:bg-slate-100 aria-disabled:opacity-70 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800',
  ghost: 'text-slate-700 hover:bg-slate-100 aria-disabled:opacity-70 dark:text-slate-200 dark:hover:bg-slate-800',
  danger: 'bg-red-700 text-white hover:bg-red-600 disabled:bg-slate-500 aria-disabled:bg-slate-500',
};

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  ref?: Ref<HTMLButtonElement>;
}

/** A button with a visible focus ring; type="button" unless told otherwise. */
export function Button({ variant = 'primary', className = '', type = 'button', ...props }: ButtonProps) {
  return (
    <button
      type={type}
      className={`inline-flex items-center justify-center gap-2 rounded-full px-4 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed aria-disabled:cursor-not-allowed ${variants[variant]} ${className}`}
      {...props}
    />
  );
}
