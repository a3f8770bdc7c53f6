import { useLingui } from '@lingui/react/macro';
import { Badge, Button } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { useState } from 'react';
import { ChatDrawer } from './chat-drawer';
import { useChatUnread } from './use-chat-unread';

/** A Chat button with the load's unread count that opens its chat drawer (the tracking page, for every party). */
export function ChatButton({ shipmentId, code }: { shipmentId: number; code: string }) {
  const { t } = useLingui();
  const [opened, setOpened] = useState(false);
  const unread = useChatUnread(shipmentId);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconMessages size={16} aria-hidden />}
        rightSection={
          unread > 0 ? (
            <Badge size="sm" circle color="red" aria-label={t`${unread} unread`}>
              {unread}
            </Badge>
          ) : null
        }
        onClick={() => setOpened(true)}
      >
        {t`Chat`}
      </Button>
      <ChatDrawer shipmentId={shipmentId} code={code} opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
