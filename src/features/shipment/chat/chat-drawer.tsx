import { useLingui } from '@lingui/react/macro';
import { Drawer } from '@mantine/core';
import { ChatPanel } from './chat-panel';

type Props = { shipmentId: number; code: string; opened: boolean; onClose: () => void };

/** The chat of one load in a side drawer (the side toolbar's Chat button, the /Messages page). */
export function ChatDrawer({ shipmentId, code, opened, onClose }: Props) {
  const { t } = useLingui();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="md"
      title={t`Chat · Load ${code}`}
      closeButtonProps={{ 'aria-label': t`Close the chat` }}
      styles={{ content: { display: 'flex', flexDirection: 'column' }, body: { flex: 1, minHeight: 0, paddingTop: 0 } }}
    >
      {opened && <ChatPanel shipmentId={shipmentId} code={code} fill />}
    </Drawer>
  );
}
