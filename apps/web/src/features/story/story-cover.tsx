import { placeholderClass } from './failed-images.ts';

/** A story's picture filling its 16:9 box (the placeholder dimmed in the dark theme), as the share dialog and a drawn story show it. */
export function StoryCover({ src }: { src: string }) {
  return (
    <img src={src} alt="" width={1600} height={900} className={`size-full object-cover ${placeholderClass(src)}`} />
  );
}
