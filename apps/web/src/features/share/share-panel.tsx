import type { CopyLinkFieldProps } from './copy-link-field.tsx';
import { CopyLinkField } from './copy-link-field.tsx';
import { NativeShareButton } from './native-share-button.tsx';
import { ShareTargetList } from './share-target-list.tsx';

export interface SharePanelProps extends CopyLinkFieldProps {
  title: string;
  /** The text the system share sheet sends with the link. */
  text: string;
  nativeShareFailedMessage: string;
}

/** What both share dialogs offer, in order: the system share sheet, the copyable link, the services. */
export function SharePanel({
  url,
  title,
  text,
  copiedMessage,
  copyFailedMessage,
  nativeShareFailedMessage,
}: SharePanelProps) {
  return (
    <div className="flex flex-col gap-4">
      <NativeShareButton title={title} text={text} url={url} failedMessage={nativeShareFailedMessage} />
      <CopyLinkField url={url} copiedMessage={copiedMessage} copyFailedMessage={copyFailedMessage} />
      <ShareTargetList url={url} title={title} />
    </div>
  );
}
