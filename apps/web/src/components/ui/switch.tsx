/** Our on/off switch, on Radix Switch: a visible focus ring, brand colour when on. Label it with a <label htmlFor>. */
import { Switch as RadixSwitch } from 'radix-ui';
import type { ComponentProps } from 'react';

export function Switch(props: Omit<ComponentProps<typeof RadixSwitch.Root>, 'className'>) {
  return (
    <RadixSwitch.Root
      {...props}
      className="relative h-6 w-11 shrink-0 rounded-full bg-slate-500 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 data-[state=checked]:bg-brand-700 dark:data-[state=checked]:bg-cyan-600"
    >
      <RadixSwitch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
    </RadixSwitch.Root>
  );
}
