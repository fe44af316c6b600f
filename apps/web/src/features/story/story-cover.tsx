import { CardImage } from './card-image.tsx';

/** A story's picture filling its 16:9 box (the placeholder dimmed in the dark theme), as the share dialog and a drawn story show it. */
export function StoryCover({ src }: { src: string }) {
  return <CardImage src={src} width={1600} height={900} className="size-full object-cover" />;
}
